import { SimpleGrid } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { TimeRange } from '@tilth/domain';
import { AppliedIrrigationTable } from './AppliedIrrigationTable';
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
}

/** Spec 001 §2.8: the tables under the chart when a moisture series is shown. */
function DataTablesView({ siteObjId, range, timeZone, plantingDate, canEdit = true, irrigationActions }: DataTablesProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="graph-data-tables">
      <WaterPercolationTable siteObjId={siteObjId} range={range} timeZone={timeZone} canEdit={canEdit} />
      <AppliedIrrigationTable siteObjId={siteObjId} range={range} timeZone={timeZone} actions={irrigationActions} />
      <RainfallTable siteObjId={siteObjId} range={range} timeZone={timeZone} />
      <RootActivityTable siteObjId={siteObjId} timeZone={timeZone} plantingDate={plantingDate} canEdit={canEdit} />
    </SimpleGrid>
  );
}

/** Memoised: the graph page re-renders on every chart change; the tables only when their range or site does. */
export const DataTables = memo(DataTablesView);
