import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconDownload, IconFilterOff, IconPlant2 } from '@tabler/icons-react';
import type { PlannerRow } from '@tilth/domain';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import { PageHeader } from '../../ui/PageHeader';
import { ExportButton } from '../export/ExportButton';
import { LogIrrigationDialog } from './LogIrrigationDialog';
import { plannerMessages } from './messages';
import { PlannerCards } from './PlannerCards';
import { PlannerFilterBar } from './PlannerFilterBar';
import { PlannerNotes } from './PlannerNotes';
import { PlannerTable } from './PlannerTable';
import { PumpingPanel } from './PumpingPanel';
import { usePlannerView } from './usePlannerView';

/** Wide enough for the table; narrower screens get a card per site. */
const TABLE_QUERY = '(min-width: 62em)';

function Loading() {
  const t = useT(plannerMessages);
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h={72} radius="lg" />
      ))}
    </Stack>
  );
}

/**
 * /dashboard/planner: every site the user sees, ranked by how soon it needs water, with how much
 * to put on and how long the system runs; filters, pump capacity per farm, a CSV of the table and
 * Log irrigation on each row.
 */
export default function PlannerPage() {
  const t = useT(plannerMessages);
  const view = usePlannerView();
  const wide = useMediaQuery(TABLE_QUERY, true, { getInitialValueInEffect: false });
  const [logging, setLogging] = useState<PlannerRow | null>(null);
  const { query, page, rows, unit } = view;

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
  } else if (rows.length === 0) {
    body = view.filtered ? (
      <Stack gap="sm" align="center">
        <EmptyCard icon={<IconFilterOff aria-hidden />} title={t('noMatchTitle')} description={t('noMatchDescription')} />
        <Button variant="default" onClick={view.clearFilters}>
          {t('clearFilters')}
        </Button>
      </Stack>
    ) : (
      <EmptyCard icon={<IconPlant2 aria-hidden />} title={t('emptyTitle')} description={t('emptyDescription')} />
    );
  } else {
    body = wide ? <PlannerTable rows={rows} unit={unit} onLog={setLogging} /> : <PlannerCards rows={rows} unit={unit} onLog={setLogging} />;
  }

  return (
    <Stack gap="md" data-testid="planner-page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Group gap="sm">
            <ExportButton
              farmIds={[...new Set(rows.map((r) => r.farmId))]}
              siteIds={rows.map((r) => r.siteObjectId)}
              disabled={rows.length === 0}
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={view.download}
              disabled={rows.length === 0}
            >
              {t('downloadCsv')}
            </Button>
          </Group>
        }
      />
      <PlannerFilterBar filters={view.filters} options={view.options} onChange={view.setFilters} />
      {page && <PlannerNotes rainRule={page.rainRule} rows={page.rows} />}
      {page && rows.length > 0 && (
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="planner-count">
          {t('count', { count: rows.length })}
        </Text>
      )}
      <div aria-busy={query.isFetching}>{body}</div>
      {page && <PumpingPanel pumping={view.pumping} />}
      <LogIrrigationDialog site={logging} onClose={() => setLogging(null)} />
    </Stack>
  );
}
