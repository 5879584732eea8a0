import { SimpleGrid, Stack } from '@mantine/core';
import { Fragment, memo, type ReactNode } from 'react';
import type { TimeRange } from '@tilth/domain';
import { AppliedIrrigationTable } from './AppliedIrrigationTable';
import { DeferredSection } from './DeferredSection';
import { RainfallTable } from './RainfallTable';
import { RootActivityTable } from './RootActivityTable';
import { WaterPercolationTable } from './WaterPercolationTable';
import { useT } from '../../../i18n/useT';
import { panelsMessages } from './panelsMessages';

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
  /**
   * More sections under the chart (e.g. manual readings), after the four tables: open on a
   * desktop, closed sections that load when opened on a phone, like the tables.
   */
  sections?: readonly UnderChartSection[];
}

/** A section under the chart: its title (the phone's closed heading), test id and what it shows. */
export interface UnderChartSection {
  title: string;
  testId: string;
  render: () => ReactNode;
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
  sections = [],
}: DataTablesProps) {
  const t = useT(panelsMessages);
  const tables: UnderChartSection[] = [
    {
      title: t('waterPercolation'),
      testId: 'section-water-percolation',
      render: () => <WaterPercolationTable siteObjId={siteObjId} range={range} timeZone={timeZone} canEdit={canEdit} />,
    },
    {
      title: t('appliedIrrigation'),
      testId: 'section-applied-irrigation',
      render: () => <AppliedIrrigationTable siteObjId={siteObjId} range={range} timeZone={timeZone} actions={irrigationActions} />,
    },
    {
      title: t('rainfall'),
      testId: 'section-rainfall',
      render: () => <RainfallTable siteObjId={siteObjId} range={range} timeZone={timeZone} />,
    },
    {
      title: t('rootActivity'),
      testId: 'section-root-activity',
      render: () => <RootActivityTable siteObjId={siteObjId} timeZone={timeZone} plantingDate={plantingDate} canEdit={canEdit} />,
    },
    ...sections,
  ];
  if (deferred) {
    return (
      <Stack gap="sm" data-testid="graph-data-tables">
        {tables.map(({ title, testId, render }) => (
          <DeferredSection key={testId} title={title} testId={testId}>
            {render}
          </DeferredSection>
        ))}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="graph-data-tables">
      {tables.map(({ testId, render }) => (
        <Fragment key={testId}>{render()}</Fragment>
      ))}
    </SimpleGrid>
  );
}

/** Memoised: the graph page re-renders on every chart change; the tables only when their range or site does. */
export const DataTables = memo(DataTablesView);
