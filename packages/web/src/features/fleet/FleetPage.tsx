import { Alert, Button, Collapse, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconAlertCircle, IconAntennaBars5, IconDownload, IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import { PageHeader } from '../../ui/PageHeader';
import { DevicePanel } from './DevicePanel';
import { FleetFilterBar } from './FleetFilterBar';
import { activeFilterCount } from './fleetFilters';
import { FleetSummary } from './FleetSummary';
import { FleetCards, FleetTable } from './FleetTable';
import { fleetMessages } from './messages';
import { useFleetView } from './useFleetView';

/** Wide enough for the table; narrower screens get a card per device. */
const TABLE_QUERY = '(min-width: 62em)';

function Loading() {
  const t = useT(fleetMessages);
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h={64} radius="lg" />
      ))}
    </Stack>
  );
}

/**
 * /dashboard/fleet (issue 30): every probe and local sensor the user services, the ones needing a
 * visit first — silent, faulty, late, low on battery — with counts that filter, a CSV, and a side
 * panel per device with its month, its faults' evidence and its site's history.
 */
export default function FleetPage() {
  const t = useT(fleetMessages);
  const view = useFleetView();
  const wide = useMediaQuery(TABLE_QUERY, true, { getInitialValueInEffect: false });
  const { query, page, devices } = view;
  const openDevice = devices.find((d) => d.id === view.openId);
  // On a phone the filters fold away, so the list is on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = activeFilterCount(view.filters);
  const filterBar = <FleetFilterBar filters={view.filters} page={page} onChange={view.setFilters} />;

  let body;
  if (query.isPending) body = <Loading />;
  else if (query.error && !page) {
    body = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {loadFailed(t('loadFailed'), query.error)}
        <Button variant="white" color="red" size="xs" mt="sm" display="block" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  } else if (devices.length === 0) {
    body = view.filtered ? (
      <Stack gap="sm" align="center">
        <EmptyCard icon={<IconFilterOff aria-hidden />} title={t('noMatchTitle')} description={t('noMatchDescription')} />
        <Button variant="default" onClick={view.clearFilters}>
          {t('clearFilters')}
        </Button>
      </Stack>
    ) : (
      <EmptyCard icon={<IconAntennaBars5 aria-hidden />} title={t('emptyTitle')} description={t('emptyDescription')} />
    );
  } else {
    body = wide ? (
      <FleetTable devices={devices} onOpen={(d) => view.open(d.id)} />
    ) : (
      <FleetCards devices={devices} onOpen={(d) => view.open(d.id)} />
    );
  }

  return (
    <Stack gap="md" data-testid="fleet-page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => void view.download()}
            loading={view.downloading}
            disabled={devices.length === 0}
          >
            {t('downloadCsv')}
          </Button>
        }
      />
      {view.downloadError !== null && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {loadFailed(t('csvFailed'), view.downloadError)}
        </Alert>
      )}
      {page && <FleetSummary summary={page.summary} filters={view.filters} onToggle={view.toggleChip} />}
      {wide ? (
        filterBar
      ) : (
        <Stack gap="xs">
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            onClick={() => setFiltersOpen((o) => !o)}
            aria-expanded={filtersOpen}
            aria-controls="fleet-filter-panel"
            w="fit-content"
          >
            {filtersOpen ? t('hideFilters') : activeFilters > 0 ? t('filtersOn', { count: activeFilters }) : t('filtersAndOrder')}
          </Button>
          <Collapse expanded={filtersOpen} id="fleet-filter-panel">
            {filterBar}
          </Collapse>
        </Stack>
      )}
      {page && devices.length > 0 && (
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="fleet-count">
          {t(view.filters.sort === 'worst' ? 'countWorstFirst' : 'count', { count: page.total })}
        </Text>
      )}
      <div aria-busy={query.isFetching}>{body}</div>
      {view.pages > 1 && (
        <Group justify="center">
          <Pagination total={view.pages} value={view.filters.page} onChange={view.setPage} aria-label={t('pages')} />
        </Group>
      )}
      <DevicePanel
        deviceId={view.openId}
        title={
          openDevice ? t('panelTitle', { site: openDevice.site.name, kind: openDevice.kind === 'local' ? 'local' : 'probe' }) : t('device')
        }
        onClose={view.close}
      />
    </Stack>
  );
}
