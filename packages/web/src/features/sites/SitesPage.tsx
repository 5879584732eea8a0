import { ActionIcon, Alert, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconChevronLeft, IconListCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { useFlash } from '../../ui/flash';
import { PageHeader } from '../../ui/PageHeader';
import { useAfterPaint } from '../../ui/useAfterPaint';
import { ExportButton } from '../export/ExportButton';
import { updatePreference } from '../auth/authApi';
import { accountKeys, useSignedInAccount } from '../auth/useAccount';
import { farmKeys, fetchFarmOptions } from '../farms/farmsApi';
import { fetchFarm, farmSettingsKeys } from '../farmSettings/farmSettingsApi';
import { FarmSelectionModal } from '../farms/FarmSelectionModal';
import { FarmRail, type FarmPanel } from './FarmRail';
import { FarmSettingsPanel } from '../farmSettings/FarmSettingsPanel';
import { sitesMessages } from './messages';
import { NotificationsPanel } from './NotificationsPanel';
import { SiteList } from './SiteList';
import { SiteMapPanel } from './SiteMapPanel';
import { selectedFarmsText } from './selectedFarms';
import { farmSitesPath } from './sitePaths';
import type { SiteSort, SiteTab } from './sitesApi';
import { useRecordFarmVisit } from './useRecordFarmVisit';
import { UserAccessPanel } from './UserAccessPanel';
import { WeatherBar } from './WeatherBar';
import classes from './Sites.module.css';
import { HoverTooltip } from '../../ui/HoverTooltip';

const PANELS: FarmPanel[] = ['notifications', 'user-access', 'settings'];

/** Farms whose sites the page lists: the saved selection when it holds this farm and others, else this farm. */
function useFarmSelection(farmId: string) {
  const { preference } = useSignedInAccount();
  // Every farm the user sees, by name: the selection when it is all of them, and the names of
  // the selected farms (side panel, which farm each site card belongs to).
  const all = useQuery({
    queryKey: farmKeys.picker(''),
    queryFn: ({ signal }) => fetchFarmOptions('', signal),
    enabled: preference.selectAllFarms || preference.selectedFarms.length > 1,
  });
  const farmNames = new Map((all.data ?? []).map((f) => [f.objectId, f.name]));
  if (preference.selectAllFarms && all.isPending) return { ready: false, farmIds: [farmId], multiFarm: false, farmNames };
  const selected = preference.selectAllFarms ? (all.data ?? []).map((f) => f.objectId) : preference.selectedFarms;
  const multiFarm = selected.length > 1 && selected.includes(farmId);
  return { ready: true, farmIds: multiFarm ? selected : [farmId], multiFarm, farmNames };
}

/** /farm/{farmid}/sites (spec 001 §2.1): side navbar, site list or farm panels, map and weather. */
export default function SitesPage() {
  const t = useT(sitesMessages);
  const { farmid = '' } = useParams();
  const { profile, preference } = useSignedInAccount();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [collapsed, setCollapsed] = useState(false);
  const [selecting, setSelecting] = useState(false);
  const flash = useFlash();
  const tab: SiteTab = searchParams.get('query') === 'Pending' ? 'Pending' : 'Active';
  const panel: FarmPanel = PANELS.find((p) => location.pathname.endsWith(`/sites/${p}`)) ?? 'sites';
  const farm = useQuery({ queryKey: farmSettingsKeys.farm(farmid), queryFn: ({ signal }) => fetchFarm(farmid, signal) });
  const selection = useFarmSelection(farmid);
  useRecordFarmVisit(profile.objectId, farm.data?.objectId);
  const notice = (location.state as { notice?: string } | null)?.notice;
  // The cards first; the map and the weather in the next frame (issue 37: a phone's first screen).
  const painted = useAfterPaint();

  const setSort = (sort: SiteSort) => {
    // The sort is a preference (site.sort): saved for next time and applied at once.
    queryClient.setQueryData(accountKeys.preference(profile.objectId), { ...preference, site: { ...preference.site, sort } });
    void updatePreference({ site: { sort } }).catch((error) => flash.show('error', loadFailed(t('sortNotSaved'), error)));
  };
  const setTab = (next: SiteTab) => {
    const params = new URLSearchParams(searchParams);
    params.set('query', next);
    setSearchParams(params, { replace: true });
  };

  const title = selection.multiFarm ? t('multipleFarms') : (farm.data?.name ?? (farm.isPending ? t('farm') : t('farmNotFound')));
  const header = (
    <PageHeader
      title={title}
      description={selection.multiFarm ? t('totalFarmsSelected', { count: selection.farmIds.length }) : undefined}
      actions={
        <Group gap="sm">
          <ExportButton farmIds={selection.farmIds} />
          {/* Farm-level users have one farm: nothing to choose between. */}
          {!profile.farm && (
            <Button variant="default" leftSection={<IconListCheck size={18} aria-hidden />} onClick={() => setSelecting(true)}>
              {t('selectFarms')}
            </Button>
          )}
        </Group>
      }
    />
  );

  if (farm.error) {
    return (
      <>
        {header}
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {loadFailed(t('farmNotLoaded'), farm.error)}
        </Alert>
      </>
    );
  }

  const unit = preference.unit;
  let panelBody;
  if (!farm.data || !selection.ready) panelBody = <Skeleton h={240} m="md" />;
  else if (panel === 'settings')
    panelBody = (
      <Box className={classes.scroll}>
        <FarmSettingsPanel key={farm.data.objectId} farm={farm.data} />
      </Box>
    );
  else if (panel === 'user-access')
    panelBody = (
      <Box className={classes.scroll}>
        <UserAccessPanel farm={farm.data} profile={profile} />
      </Box>
    );
  else if (panel === 'notifications')
    panelBody = (
      <Box className={classes.scroll}>
        <NotificationsPanel />
      </Box>
    );
  else {
    panelBody = (
      <SiteList
        farmIds={selection.farmIds}
        multiFarm={selection.multiFarm}
        farmNames={selection.multiFarm ? selection.farmNames : undefined}
        tab={tab}
        onTabChange={setTab}
        sort={preference.site.sort}
        onSortChange={setSort}
        unit={unit}
      />
    );
  }

  return (
    <>
      {header}
      {notice && (
        <Alert color="yellow" icon={<IconAlertCircle aria-hidden />} mb="sm" role="status" data-testid="sites-notice">
          {notice}
        </Alert>
      )}
      <div className={classes.page} data-collapsed={collapsed || undefined}>
        <FarmRail base={farmSitesPath(farmid)} search={location.search} collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
        <section className={classes.panel} data-collapsed={collapsed || undefined} aria-label={t('farmPanel')}>
          <div className={classes.panelHeader}>
            <Stack gap={0}>
              {selection.multiFarm ? (
                <>
                  <Text fw={700} lh={1.3} data-testid="panel-farm-name">
                    {t('farmsSelected', { count: selection.farmIds.length })}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="panel-farm-address">
                    {selectedFarmsText(selection.farmIds, selection.farmNames)}
                  </Text>
                </>
              ) : (
                <>
                  <Text fw={700} lh={1.3} data-testid="panel-farm-name">
                    {farm.data?.name ?? ' '}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="panel-farm-address" className={classes.panelAddress}>
                    {farm.data ? farm.data.physicalAddress || farm.data.mailingAddress || t('noAddress') : ' '}
                  </Text>
                </>
              )}
            </Stack>
            <HoverTooltip label={t('hideSidePanel')}>
              <ActionIcon size={32} onClick={() => setCollapsed(true)} aria-label={t('hideSidePanel')} className={classes.panelToggle}>
                <IconChevronLeft size={18} aria-hidden />
              </ActionIcon>
            </HoverTooltip>
          </div>
          {panelBody}
        </section>
        <div className={classes.mapColumn}>
          {farm.data && selection.ready && painted ? (
            <SiteMapPanel
              userId={profile.objectId}
              preference={preference}
              farmIds={selection.farmIds}
              multiFarm={selection.multiFarm}
              tab={tab}
              centre={farm.data.location}
              unit={unit}
            />
          ) : (
            <div className={classes.mapArea}>
              <Text p="md" fw={600}>
                {t('loading')}
              </Text>
            </div>
          )}
          {painted && <WeatherBar location={farm.data?.location ?? null} unit={unit} temperature={preference.temperature} />}
        </div>
      </div>
      <FarmSelectionModal opened={selecting} onClose={() => setSelecting(false)} flash={flash} />
      {flash.banner}
    </>
  );
}
