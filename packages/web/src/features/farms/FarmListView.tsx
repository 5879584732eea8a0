import { Alert, Button, Center, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { FARM_BATCH_SIZE } from '@tilth/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { FarmCard } from './FarmCard';
import { farmKeys, fetchFarmPage, type FarmListParams } from './farmsApi';
import { farmsMessages } from './messages';
import { NoFarms } from './NoFarms';

/** Loads the next batch when this element scrolls into view (with a button for keyboards and old browsers). */
function useLoadOnVisible(enabled: boolean, load: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: '400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, load]);
  return ref;
}

/** /dashboard/farms/list-view: farm cards in batches of 10 (spec 000 §2.4, §9). */
export function FarmListView({ userId, params }: { userId: string; params: FarmListParams }) {
  const t = useT(farmsMessages);
  const farms = useInfiniteQuery({
    queryKey: farmKeys.list(userId, params),
    queryFn: ({ pageParam, signal }) => fetchFarmPage(userId, params, pageParam, FARM_BATCH_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextSkip ?? undefined,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = farms;
  const sentinel = useLoadOnVisible(hasNextPage && !isFetchingNextPage, () => void fetchNextPage());

  if (farms.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('loadingFarms')}>
        {[0, 1, 2].map((i) => (
          <Paper key={i} withBorder radius="lg" p="md">
            <Skeleton h={18} w="40%" mb="xs" />
            <Skeleton h={12} w="70%" />
          </Paper>
        ))}
      </Stack>
    );
  }
  if (farms.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('farmsLoadFailed')}>
        {loadFailed(t('farmsLoadFailed'), farms.error)}
        <Button variant="white" color="red" size="xs" mt="sm" onClick={() => void farms.refetch()} display="block">
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  }
  const list = farms.data.pages.flatMap((page) => page.farms);
  const total = farms.data.pages[0]?.total ?? 0;
  if (list.length === 0) return <NoFarms search={params.name} filtered={params.siteStatus !== null} />;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="farm-count">
        {t('showingFarms', { shown: list.length, total })}
      </Text>
      {list.map((farm) => (
        <FarmCard key={farm.objectId} farm={farm} />
      ))}
      <div ref={sentinel} />
      {hasNextPage && (
        <Center>
          <Button variant="default" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            {t('loadMoreFarms')}
          </Button>
        </Center>
      )}
      {isFetchingNextPage && (
        <Center role="status" aria-label={t('loadingMoreFarms')}>
          <Loader size="sm" aria-hidden />
        </Center>
      )}
    </Stack>
  );
}
