import { Table } from '@mantine/core';
import type { TimeRange } from '@tilth/domain';
import type { ReactNode } from 'react';
import { useIrrigation } from './graphExtrasApi';
import { TableSection } from './TableSection';
import { useT } from '../../../i18n/useT';
import { panelsMessages } from './panelsMessages';
import { formatTableDate } from '../../../ui/zonedTime';

export interface AppliedIrrigationTableProps {
  siteObjId: string;
  range: TimeRange;
  timeZone: string;
  /** Beside the heading: Log irrigation, where the site's plan allows it. */
  actions?: ReactNode;
}

/** Spec 001 §2.8: the detected irrigation events in the range, in inches to 2 decimals. */
export function AppliedIrrigationTable({ siteObjId, range, timeZone, actions }: AppliedIrrigationTableProps) {
  const t = useT(panelsMessages);
  const query = useIrrigation(siteObjId, range);
  const points = query.data?.points ?? [];
  return (
    <TableSection
      title={t('appliedIrrigation')}
      testId="table-applied-irrigation"
      query={query}
      empty={points.length === 0}
      columns={[t('date'), t('irrigationColumn')]}
      actions={actions}
    >
      {points.map((point, index) => (
        <Table.Tr key={`${point.xValue}-${index}`}>
          <Table.Td>{formatTableDate(point.xValue, timeZone)}</Table.Td>
          <Table.Td>{point.yValue.toFixed(2)}</Table.Td>
        </Table.Tr>
      ))}
    </TableSection>
  );
}
