import { Alert, Checkbox, ScrollArea, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { siteHasPlan, type ShopPlanName, type ShopSite } from '@tilth/domain';
import { loadFailed } from '../../ui/apiMessages';
import { farmKeys, fetchFarmOptions } from '../farms/farmsApi';
import { fetchShopSites, shopKeys } from './shopApi';

function siteNote(site: ShopSite, plan: ShopPlanName): string {
  if (siteHasPlan(site, plan)) return `Site ID ${site.siteId} · already on ${plan}`;
  const pending = site.pendingPlan && site.pendingPlan !== site.plan ? `, ${site.pendingPlan} from tomorrow` : '';
  return `Site ID ${site.siteId} · now ${site.plan === 'None' ? 'not subscribed' : site.plan}${pending}`;
}

/**
 * The checkout's site selection (spec 002 §2.8): a farm, then its sites; a site already on the
 * plan is checked and disabled, the others are the caller's to choose.
 */
export function SiteSelection({
  plan,
  farmId,
  onFarmChange,
  selected,
  onToggle,
}: {
  plan: ShopPlanName;
  farmId: string | null;
  onFarmChange: (farmId: string | null) => void;
  selected: ReadonlySet<string>;
  onToggle: (site: ShopSite, chosen: boolean) => void;
}) {
  const farms = useQuery({ queryKey: farmKeys.picker(''), queryFn: ({ signal }) => fetchFarmOptions('', signal) });
  const sites = useQuery({
    queryKey: shopKeys.sites(farmId ?? ''),
    queryFn: ({ signal }) => fetchShopSites(farmId!, signal),
    enabled: farmId !== null,
    staleTime: 0,
  });

  return (
    <Stack gap="sm">
      <Select
        label="Farm"
        placeholder={farms.isPending ? 'Loading farms…' : 'Choose a farm'}
        data={(farms.data ?? []).map((farm) => ({ value: farm.objectId, label: farm.name }))}
        value={farmId}
        onChange={onFarmChange}
        searchable
        nothingFoundMessage="No farms match"
        error={farms.isError ? loadFailed('The farms could not be loaded', farms.error) : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      {farmId === null ? null : sites.isPending ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : sites.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {loadFailed('The sites could not be loaded', sites.error)}
        </Alert>
      ) : sites.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          This farm has no sites you can buy plans for.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
          <Stack gap="sm" role="group" aria-label={`Sites for ${plan}`} py={4}>
            {sites.data.map((site) => {
              const has = siteHasPlan(site, plan);
              return (
                <Checkbox
                  key={site.objectId}
                  label={site.name}
                  description={siteNote(site, plan)}
                  checked={has || selected.has(site.objectId)}
                  disabled={has}
                  onChange={(event) => onToggle(site, event.currentTarget.checked)}
                  data-testid="shop-site"
                />
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
