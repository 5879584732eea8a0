import { SimpleGrid, Stack } from '@mantine/core';
import { Fragment, memo, type ReactNode } from 'react';
import type { TimeRange } from '@tilth/domain';
import { AppliedIrrigationTable } from './AppliedIrrigationTable';
import { DeferredSection } from './DeferredSection';
import { RainfallTable } from './RainfallTable';
import { RootActivityTable } from './RootActivityTable';
import { WaterPercolationTable } from './WaterPercolationTable';

export interface DataTablesProps {
  siteObjId: string;
  /** The chart's range, epoch seconds. */
  range: TimeRange;
  /** The farm's IANA time zone. */
  timeZone: string;
  /** The site's planting date (YYYY-MM-DD), or null. */
  plantingDate: string | null;
  /** Whether the manual tables offer Edit; true unless told otherwise. */
  canEdit?: boolean;
  /** Beside the Applied Irrigation heading (Log irrigation). */
  irrigationActions?: ReactNode;
  /**
   * On a phone (issue 37): each table is a closed section that loads when opened, so the chart's
   * screen doesn't fetch four tables nobody asked for. Desktop shows them all, open.
   */
  deferred?: boolean;
}

/** Spec 001 §2.8: the tables under the chart when a moisture series is shown. */
function DataTablesView({
  siteObjId,
  range,
  timeZone,
  plantingDate,
  canEdit = true,
  irrigationActions,
  deferred = false,
}: DataTablesProps) {
  const tables: { title: string; testId: string; table: () => ReactNode }[] = [
    {
      title: 'Water Percolation',
      testId: 'section-water-percolation',
      table: () => <WaterPercolationTable siteObjId={siteObjId} range={range} timeZone={timeZone} canEdit={canEdit} />,
    },
    {
      title: 'Applied Irrigation',
      testId: 'section-applied-irrigation',
      table: () => <AppliedIrrigationTable siteObjId={siteObjId} range={range} timeZone={timeZone} actions={irrigationActions} />,
    },
    {
      title: 'Rainfall',
      testId: 'section-rainfall',
      table: () => <RainfallTable siteObjId={siteObjId} range={range} timeZone={timeZone} />,
    },
    {
      title: 'Root Activity',
      testId: 'section-root-activity',
      table: () => <RootActivityTable siteObjId={siteObjId} timeZone={timeZone} plantingDate={plantingDate} canEdit={canEdit} />,
    },
  ];
  if (deferred) {
    return (
      <Stack gap="sm" data-testid="graph-data-tables">
        {tables.map(({ title, testId, table }) => (
          <DeferredSection key={testId} title={title} testId={testId}>
            {table}
          </DeferredSection>
        ))}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="graph-data-tables">
      {tables.map(({ testId, table }) => (
        <Fragment key={testId}>{table()}</Fragment>
      ))}
    </SimpleGrid>
  );
}

/** Memoised: the graph page re-renders on every chart change; the tables only when their range or site does. */
export const DataTables = memo(DataTablesView);
