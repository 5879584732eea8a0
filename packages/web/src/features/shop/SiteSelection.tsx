import { Alert, Checkbox, ScrollArea, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { siteHasPlan, type ShopPlanName, type ShopSite } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { farmKeys, fetchFarmOptions } from '../farms/farmsApi';
import { shopMessages } from './messages';
import { fetchShopSites, shopKeys } from './shopApi';

function siteNote(site: ShopSite, plan: ShopPlanName): string {
  const { siteId } = site;
  if (siteHasPlan(site, plan)) return translate(shopMessages, 'siteAlreadyOn', { siteId, plan });
  const now = site.plan === 'None' ? translate(shopMessages, 'notSubscribedLower') : site.plan;
  if (!site.pendingPlan || site.pendingPlan === site.plan) return translate(shopMessages, 'siteNow', { siteId, plan: now });
  const pending = site.pendingPlan === 'None' ? translate(shopMessages, 'planNone') : site.pendingPlan;
  return translate(shopMessages, 'siteNowPending', { siteId, plan: now, pending });
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
  const t = useT(shopMessages);
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
        label={t('farm')}
        placeholder={farms.isPending ? t('loadingFarms') : t('chooseFarm')}
        data={(farms.data ?? []).map((farm) => ({ value: farm.objectId, label: farm.name }))}
        value={farmId}
        onChange={onFarmChange}
        searchable
        nothingFoundMessage={t('noFarmsMatch')}
        error={farms.isError ? loadFailed(t('farmsLoadFailed'), farms.error) : undefined}
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
          {loadFailed(t('sitesLoadFailed'), sites.error)}
        </Alert>
      ) : sites.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noSitesToBuy')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
          <Stack gap="sm" role="group" aria-label={t('sitesFor', { plan })} py={4}>
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
