import { Table } from '@mantine/core';
import type { TimeRange } from '@tilth/domain';
import { useRainfall } from './graphExtrasApi';
import { TableSection } from './TableSection';
import { formatTableDate } from '../../../ui/zonedTime';

export const SIMULATED_WEATHER = 'Simulated weather';

export interface RainfallTableProps {
  siteObjId: string;
  range: TimeRange;
  timeZone: string;
}

/** Spec 001 §2.8, §9: daily rainfall in the range, in inches to 3 decimals. */
export function RainfallTable({ siteObjId, range, timeZone }: RainfallTableProps) {
  const query = useRainfall(siteObjId, range);
  const points = query.data?.points ?? [];
  return (
    <TableSection
      title="Rainfall"
      testId="table-rainfall"
      query={query}
      empty={points.length === 0}
      columns={['Date', 'Rainfall (in)']}
      badge={query.data?.simulated ? SIMULATED_WEATHER : null}
    >
      {points.map((point, index) => (
        <Table.Tr key={`${point.xValue}-${index}`}>
          <Table.Td>{formatTableDate(point.xValue, timeZone)}</Table.Td>
          <Table.Td>{point.yValue.toFixed(3)}</Table.Td>
        </Table.Tr>
      ))}
    </TableSection>
  );
}
