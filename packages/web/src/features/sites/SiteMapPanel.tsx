import { Alert, Button, Menu, SegmentedControl, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconMap } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preference } from '@tilth/domain';
import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { updatePreference } from '../auth/authApi';
import { accountKeys } from '../auth/useAccount';
import { farmKeys, fetchMapConfig } from '../farms/farmsApi';
import { sitesMessages } from './messages';
import { fetchEverySite, siteKeys, type SiteTab } from './sitesApi';
import type { LengthUnit } from './units';
import classes from './Sites.module.css';

// Leaflet and uPlot load with the view that needs them.
const SiteMap = lazy(() => import('./SiteMap'));
const Thumbnails = lazy(() => import('./Thumbnails'));

type MapView = Preference['map']['mapView'];

const VIEW_KEYS = { satellite: 'viewSatellite', map: 'viewMap', thumbnails: 'viewThumbnails' } as const satisfies Record<MapView, string>;

function Loading() {
  const t = useT(sitesMessages);
  return (
    <Text p="md" fw={600}>
      {t('loading')}
    </Text>
  );
}
const loading = <Loading />;

/**
 * The map column (spec 001 §2.7): Satellite View, Map View or Graph Thumbnails, saved per user
 * (preference map.mapView); several farms get Satellite and Map only, under 'Map Options'.
 */
export function SiteMapPanel({
  userId,
  preference,
  farmIds,
  multiFarm,
  tab,
  centre,
  unit,
}: {
  userId: string;
  preference: Preference;
  farmIds: string[];
  multiFarm: boolean;
  tab: SiteTab;
  centre: { latitude: number; longitude: number } | null;
  unit: LengthUnit;
}) {
  const queryClient = useQueryClient();
  const saved = preference.map.mapView;
  const view: MapView = multiFarm && saved === 'thumbnails' ? 'satellite' : saved;
  const setView = (mapView: MapView) => {
    queryClient.setQueryData(accountKeys.preference(userId), { ...preference, map: { ...preference.map, mapView } });
    void updatePreference({ map: { mapView } }).catch(() => undefined);
  };

  const t = useT(sitesMessages);
  const config = useQuery({
    queryKey: farmKeys.mapConfig,
    queryFn: ({ signal }) => fetchMapConfig(signal),
    staleTime: Infinity,
    enabled: view !== 'thumbnails',
  });
  // Thumbnails graph the active sites; the map shows the sites of the tab being looked at.
  const shownTab: SiteTab = view === 'thumbnails' ? 'Active' : tab;
  const sites = useQuery({
    queryKey: siteKeys.every(farmIds, shownTab, 'ALPHA-ASC'),
    queryFn: ({ signal }) => fetchEverySite(farmIds, shownTab, 'ALPHA-ASC', signal),
    enabled: farmIds.length > 0,
  });
  const tiles = view === 'map' ? 'road' : preference.map.maptype === 'hybrid' ? 'hybrid' : 'satellite';

  const switcher = multiFarm ? (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="white" color="dark" leftSection={<IconMap size={16} aria-hidden />}>
          {t('mapOptions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {(['satellite', 'map'] as const).map((option) => (
          <Menu.Item
            key={option}
            onClick={() => setView(option)}
            rightSection={option === view ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={option === view ? 'true' : undefined}
          >
            {t(VIEW_KEYS[option])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  ) : (
    <SegmentedControl
      size="xs"
      value={view}
      onChange={(value) => setView(value as MapView)}
      data={(['satellite', 'map', 'thumbnails'] as const).map((value) => ({ value, label: t(VIEW_KEYS[value]) }))}
      aria-label={t('mapMode')}
    />
  );

  let body;
  if (sites.isPending || (view !== 'thumbnails' && config.isPending)) body = loading;
  else if (sites.error || (view !== 'thumbnails' && config.error)) {
    body = (
      <Alert m="md" color="red" icon={<IconAlertCircle aria-hidden />}>
        {loadFailed(t('mapNotLoaded'), sites.error ?? config.error)}
      </Alert>
    );
  } else if (view === 'thumbnails') body = <Thumbnails sites={sites.data ?? []} unit={unit} />;
  else body = <SiteMap sites={sites.data ?? []} config={config.data!} tiles={tiles} centre={centre} fitToSites={multiFarm} />;

  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{switcher}</div>
      <div className={classes.mapArea} data-mode={view} data-testid="map-area">
        <Suspense fallback={loading}>{body}</Suspense>
      </div>
    </>
  );
}
