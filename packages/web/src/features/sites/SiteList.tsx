import { Alert, Button, Group, Loader, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMapPinOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { usePlannerLines } from '../planner/usePlannerLines';
import { EmptyCard } from '../../ui/EmptyCard';
import { SearchField } from '../../ui/SearchField';
import { sitesMessages } from './messages';
import { ActiveSiteCard, PendingSiteCard } from './SiteCard';
import { scrolledFarEnough } from './siteSearch';
import { SiteSortMenu } from './SiteSortMenu';
import type { SiteSort, SiteTab } from './sitesApi';
import type { LengthUnit } from './units';
import { useCardsShown } from './useCardsShown';
import { useSiteList } from './useSiteList';
import classes from './Sites.module.css';

/** ?order=irrigate: sorted by the irrigation planner ("Irrigate next"). */
const IRRIGATE_ORDER = 'irrigate';

interface SiteListProps {
  farmIds: string[];
  multiFarm: boolean;
  /** With several farms listed: each site's farm name, shown on its card. */
  farmNames?: Map<string, string>;
  tab: SiteTab;
  onTabChange: (tab: SiteTab) => void;
  sort: SiteSort;
  onSortChange: (sort: SiteSort) => void;
  unit: LengthUnit;
}

/** 'Site IDs': Active and Pending tabs, search, sort (Active only) and cards loaded while scrolling. */
export function SiteList({ farmIds, multiFarm, farmNames, tab, onTabChange, sort, onSortChange, unit }: SiteListProps) {
  const t = useT(sitesMessages);
  const [text, setText] = useState('');
  const [searchParams, setSearchParams] = useSearchParams();
  // Each card's irrigation line, and the planner's ranking for "Irrigate next".
  const lines = usePlannerLines(farmIds, { enabled: tab === 'Active' });
  const irrigateNext = searchParams.get('order') === IRRIGATE_ORDER && lines.available;
  const setIrrigateNext = (on: boolean) => {
    const params = new URLSearchParams(searchParams);
    if (on) params.set('order', IRRIGATE_ORDER);
    else params.delete('order');
    setSearchParams(params, { replace: true });
  };
  const list = useSiteList({ farmIds, tab, sort, text, multiFarm, plannerOrder: irrigateNext ? lines.order : null });
  const pending = list.isPending || (irrigateNext && lines.isPending);
  const scroller = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const shown = useCardsShown(list.sites.length);

  const maybeLoadMore = () => {
    const element = scroller.current;
    // Not while the first frame shows only a few of the cards in hand: the panel isn't full yet.
    if (shown < list.sites.length) return;
    if (element && hasNextPage && !isFetchingNextPage && scrolledFarEnough(element)) fetchNextPage();
  };
  // A page that doesn't fill the panel can't be scrolled: ask for the next one straight away.
  useEffect(maybeLoadMore);

  return (
    <div className={classes.panelBody}>
      <Tabs value={tab} onChange={(value) => value && onTabChange(value as SiteTab)} px="md" pt="xs">
        <Tabs.List grow>
          <Tabs.Tab value="Active">{t('tabActive')}</Tabs.Tab>
          <Tabs.Tab value="Pending">{t('tabPending')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Stack gap="xs" px="md" pt="sm" pb="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5">
            {t('siteIds')}
          </Title>
          {tab === 'Active' && (
            <SiteSortMenu
              sort={sort}
              irrigateNext={irrigateNext}
              offerIrrigateNext={lines.available}
              onSortChange={(option) => {
                if (irrigateNext) setIrrigateNext(false);
                onSortChange(option);
              }}
              onIrrigateNext={() => setIrrigateNext(true)}
            />
          )}
        </Group>
        <SearchField label={t('searchSites')} placeholder={t('searchSitesPlaceholder')} value={text} onChange={setText} maw="100%" />
      </Stack>
      <div ref={scroller} className={classes.scroll} onScroll={maybeLoadMore} data-testid="site-list" aria-busy={pending || list.searching}>
        {pending ? (
          <Stack gap="sm" aria-label={t('loadingSites')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={120} radius="md" />
            ))}
          </Stack>
        ) : list.error ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {loadFailed(t('sitesNotLoaded'), list.error)}
            <Button variant="white" color="red" size="xs" mt="sm" display="block" onClick={list.retry}>
              {t('tryAgain')}
            </Button>
          </Alert>
        ) : list.sites.length === 0 ? (
          list.term ? (
            <EmptyCard icon={<IconSearch aria-hidden />} title={t('noResults', { term: list.term })} description={t('noResultsText')} />
          ) : (
            <EmptyCard
              icon={<IconMapPinOff aria-hidden />}
              title={t('noSites')}
              description={tab === 'Pending' ? t('noPendingSites') : undefined}
            />
          )
        ) : (
          <>
            <Text size="xs" c="dimmed" mb="xs" aria-live="polite" data-testid="site-count">
              {t('showing', { shown: list.sites.length, total: list.total })}
            </Text>
            {list.sites
              .slice(0, shown)
              .map((site) =>
                tab === 'Active' ? (
                  <ActiveSiteCard
                    key={site.objectId}
                    site={site}
                    unit={unit}
                    farmName={farmNames?.get(site.farm.objectId)}
                    recommendation={lines.bySite.get(site.objectId)}
                  />
                ) : (
                  <PendingSiteCard key={site.objectId} site={site} farmName={farmNames?.get(site.farm.objectId)} />
                ),
              )}
            {isFetchingNextPage && (
              <Group justify="center" py="sm">
                <Loader size="sm" aria-label={t('loadingMore')} />
              </Group>
            )}
          </>
        )}
      </div>
    </div>
  );
}
