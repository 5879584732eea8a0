import { Button, Chip, Group, Menu, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowsSort, IconCheck, IconChevronDown, IconList, IconMap, IconSitemap } from '@tabler/icons-react';
import { STATUS_FILTERS, type StatusFilter } from '@tilth/domain';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/useT';
import { SearchField } from '../../ui/SearchField';
import { farmsMessages } from './messages';
import { STATUS_META } from './status';
import { SORT_KEYS, VIEW_PATHS, type FarmView, type SortChoice, type useFarmsView } from './useFarmsView';
import classes from './Farms.module.css';

const FILTER_ORDER = Object.keys(STATUS_FILTERS) as StatusFilter[];

/** Sort and Show As: side by side at half the width each on phones, at the end of the row elsewhere. */
function ViewButtons({ phone, children }: { phone: boolean; children: ReactNode }) {
  return phone ? (
    <SimpleGrid cols={2} spacing="xs" w="100%">
      {children}
    </SimpleGrid>
  ) : (
    <Group gap="xs" wrap="nowrap">
      {children}
    </Group>
  );
}

/** Search, sort, Show As and the status filter of the farms dashboard (spec 000 §2.4). */
export function FarmToolbar({ state, treeLabel }: { state: ReturnType<typeof useFarmsView>; treeLabel: string }) {
  const t = useT(farmsMessages);
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 36em)');
  const views: { view: FarmView; label: string; Icon: typeof IconList }[] = [
    { view: 'list', label: t('listView'), Icon: IconList },
    { view: 'tree', label: treeLabel, Icon: IconSitemap },
    { view: 'map', label: t('mapView'), Icon: IconMap },
  ];
  const sortLabel = (choice: SortChoice) => t(SORT_KEYS[choice]);
  const current = views.find((v) => v.view === state.view)!;

  return (
    <Paper withBorder radius="lg" p="sm" mb="md" className={classes.toolbar}>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 240px', minWidth: 0 }}>
            <SearchField
              label={t('searchFarms')}
              placeholder={t('searchFarmsPlaceholder')}
              value={state.search.text}
              onChange={state.search.setText}
              maw="100%"
            />
          </div>
          <ViewButtons phone={phone}>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  variant="default"
                  fullWidth={phone}
                  size={phone ? 'sm' : 'md'}
                  px={phone ? 'xs' : undefined}
                  leftSection={phone ? undefined : <IconArrowsSort size={18} aria-hidden />}
                  rightSection={phone ? undefined : <IconChevronDown size={16} aria-hidden />}
                  aria-label={t('sortAria', { label: sortLabel(state.sort) })}
                >
                  {sortLabel(state.sort)}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('sortBy')}</Menu.Label>
                {(Object.keys(SORT_KEYS) as SortChoice[]).map((choice) => (
                  <Menu.Item
                    key={choice}
                    aria-current={state.sort === choice || undefined}
                    leftSection={state.sort === choice ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />}
                    onClick={() => state.setSort(choice)}
                  >
                    {sortLabel(choice)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  variant="default"
                  fullWidth={phone}
                  size={phone ? 'sm' : 'md'}
                  px={phone ? 'xs' : undefined}
                  leftSection={phone ? undefined : <current.Icon size={18} aria-hidden />}
                  rightSection={phone ? undefined : <IconChevronDown size={16} aria-hidden />}
                  aria-label={t('showAsAria', { label: current.label })}
                >
                  {current.label}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('showAs')}</Menu.Label>
                {views.map(({ view, label, Icon }) => (
                  <Menu.Item
                    key={view}
                    aria-current={state.view === view || undefined}
                    leftSection={<Icon size={16} aria-hidden />}
                    rightSection={state.view === view ? <IconCheck size={16} aria-hidden /> : null}
                    onClick={() => navigate(`/dashboard/farms/${VIEW_PATHS[view]}${state.queryString}`)}
                  >
                    {label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </ViewButtons>
        </Group>
        <div className={classes.filters}>
          <Chip.Group value={state.filter ?? 'all'} onChange={(value) => state.setFilter(value === 'all' ? null : (value as StatusFilter))}>
            <Group gap="xs" wrap="nowrap" role="radiogroup" aria-label={t('showFarmsWith')}>
              <Chip value="all" variant="outline" radius="md">
                {t('allFarms')}
              </Chip>
              {FILTER_ORDER.map((filter) => {
                const status = STATUS_FILTERS[filter];
                const meta = STATUS_META[status];
                return (
                  <Chip key={filter} value={filter} variant="outline" radius="md">
                    <Group component="span" gap={4} wrap="nowrap">
                      <meta.Icon size={15} aria-hidden />
                      {t(`status${status}`)}
                    </Group>
                  </Chip>
                );
              })}
            </Group>
          </Chip.Group>
        </div>
      </Stack>
    </Paper>
  );
}
