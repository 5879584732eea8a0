import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { FARM_LIST_MAX_LIMIT, type FarmListItem } from '@tilth/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import type { MapType } from '../../ui/maps/leaflet';
import { updatePreference } from '../auth/authApi';
import { accountKeys, useSignedInAccount } from '../auth/useAccount';
import { FarmMap } from './FarmMap';
import { farmKeys, fetchFarmPage, fetchMapConfig, type FarmListParams } from './farmsApi';
import { farmsMessages } from './messages';
import { NoFarms } from './NoFarms';

/** Every farm the filters match, in batches of the largest size the API takes. */
async function allFarms(userId: string, params: FarmListParams, signal: AbortSignal): Promise<FarmListItem[]> {
  const farms: FarmListItem[] = [];
  let skip: number | null = 0;
  while (skip !== null) {
    const page = await fetchFarmPage(userId, params, skip, FARM_LIST_MAX_LIMIT, signal, { withSites: false });
    farms.push(...page.farms);
    skip = page.nextSkip;
  }
  return farms;
}

/** /dashboard/farms/map-view (loaded on demand with Leaflet and supercluster). */
export default function FarmMapView({ userId, params }: { userId: string; params: FarmListParams }) {
  const t = useT(farmsMessages);
  const { preference } = useSignedInAccount();
  const queryClient = useQueryClient();
  const farms = useQuery({
    queryKey: farmKeys.map(userId, params),
    queryFn: ({ signal }) => allFarms(userId, params, signal),
    placeholderData: keepPreviousData,
  });
  const config = useQuery({ queryKey: farmKeys.mapConfig, queryFn: ({ signal }) => fetchMapConfig(signal), staleTime: Infinity });

  // The chosen map type is a preference (map.maptype), so it follows the user between devices.
  const setMapType = (maptype: MapType) => {
    queryClient.setQueryData(accountKeys.preference(userId), { ...preference, map: { ...preference.map, maptype } });
    void updatePreference({ map: { maptype } }).catch(() => undefined);
  };

  if (farms.isPending || config.isPending) return <Skeleton h={480} radius="lg" aria-label={t('loadingMap')} />;
  const error = farms.error ?? config.error;
  if (error || !farms.data || !config.data) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        {loadFailed(t('mapLoadFailed'), error)}
        <Button variant="white" color="red" size="xs" mt="sm" display="block" onClick={() => void farms.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  }
  const filtered = params.name !== '' || params.siteStatus !== null;
  return (
    <Stack gap="sm">
      {filtered && farms.data.length === 0 ? (
        <NoFarms search={params.name} filtered={params.siteStatus !== null} />
      ) : (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('mapSummary', { count: farms.data.length })}
        </Text>
      )}
      <FarmMap farms={farms.data} config={config.data} mapType={preference.map.maptype} onMapTypeChange={setMapType} />
    </Stack>
  );
}
