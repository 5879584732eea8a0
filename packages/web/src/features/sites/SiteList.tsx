import { Alert, Button, Group, Loader, Menu, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowsSort, IconCheck, IconMapPinOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { loadFailed } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import { SearchField } from '../../ui/SearchField';
import { ActiveSiteCard, PendingSiteCard } from './SiteCard';
import { scrolledFarEnough } from './siteSearch';
import type { SiteSort, SiteTab } from './sitesApi';
import type { LengthUnit } from './units';
import { useSiteList } from './useSiteList';
import classes from './Sites.module.css';

export const SORT_LABELS: Record<SiteSort, string> = {
  'ALPHA-ASC': 'A to Z',
  'ALPHA-DESC': 'Z to A',
  'PINCLR-RED': 'Red first',
  'PINCLR-BLUE': 'Blue first',
};

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
  const [text, setText] = useState('');
  const list = useSiteList({ farmIds, tab, sort, text, multiFarm });
  const scroller = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  const maybeLoadMore = () => {
    const element = scroller.current;
    if (element && hasNextPage && !isFetchingNextPage && scrolledFarEnough(element)) fetchNextPage();
  };
  // A page that doesn't fill the panel can't be scrolled: ask for the next one straight away.
  useEffect(maybeLoadMore);

  return (
    <div className={classes.panelBody}>
      <Tabs value={tab} onChange={(value) => value && onTabChange(value as SiteTab)} px="md" pt="xs">
        <Tabs.List grow>
          <Tabs.Tab value="Active">Active</Tabs.Tab>
          <Tabs.Tab value="Pending">Pending</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Stack gap="xs" px="md" pt="sm" pb="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5">
            Site IDs
          </Title>
          {tab === 'Active' && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconArrowsSort size={16} aria-hidden />}
                  aria-label={`Sort: ${SORT_LABELS[sort]}`}
                >
                  {SORT_LABELS[sort]}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>Sort sites</Menu.Label>
                {(Object.keys(SORT_LABELS) as SiteSort[]).map((option) => (
                  <Menu.Item
                    key={option}
                    onClick={() => onSortChange(option)}
                    rightSection={option === sort ? <IconCheck size={16} aria-hidden /> : null}
                    aria-current={option === sort ? 'true' : undefined}
                  >
                    {SORT_LABELS[option]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        <SearchField label="Search for Site ID's" placeholder="Search for Site ID's ..." value={text} onChange={setText} maw="100%" />
      </Stack>
      <div
        ref={scroller}
        className={classes.scroll}
        onScroll={maybeLoadMore}
        data-testid="site-list"
        aria-busy={list.isPending || list.searching}
      >
        {list.isPending ? (
          <Stack gap="sm" aria-label="Loading sites">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={120} radius="md" />
            ))}
          </Stack>
        ) : list.error ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {loadFailed('The sites could not be loaded', list.error)}
            <Button variant="white" color="red" size="xs" mt="sm" display="block" onClick={list.retry}>
              Try again
            </Button>
          </Alert>
        ) : list.sites.length === 0 ? (
          list.term ? (
            <EmptyCard
              icon={<IconSearch aria-hidden />}
              title={`No results for "${list.term}"`}
              description="We didn't find any sites matching that search."
            />
          ) : (
            <EmptyCard
              icon={<IconMapPinOff aria-hidden />}
              title="No Sites"
              description={tab === 'Pending' ? 'No sites are waiting to be installed.' : undefined}
            />
          )
        ) : (
          <>
            <Text size="xs" c="dimmed" mb="xs" aria-live="polite" data-testid="site-count">
              Showing {list.sites.length} of {list.total} {list.total === 1 ? 'site' : 'sites'}
            </Text>
            {list.sites.map((site) =>
              tab === 'Active' ? (
                <ActiveSiteCard key={site.objectId} site={site} unit={unit} farmName={farmNames?.get(site.farm.objectId)} />
              ) : (
                <PendingSiteCard key={site.objectId} site={site} farmName={farmNames?.get(site.farm.objectId)} />
              ),
            )}
            {isFetchingNextPage && (
              <Group justify="center" py="sm">
                <Loader size="sm" aria-label="Loading more sites" />
              </Group>
            )}
          </>
        )}
      </div>
    </div>
  );
}
