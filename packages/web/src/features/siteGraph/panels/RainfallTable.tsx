import { Table } from '@mantine/core';
import type { TimeRange } from '@tilth/domain';
import { useRainfall } from './graphExtrasApi';
import { TableSection } from './TableSection';
import { useT } from '../../../i18n/useT';
import { panelsEnglish, panelsMessages } from './panelsMessages';
import { formatTableDate } from '../../../ui/zonedTime';

/** The English wording (shown in the active language). */
export const SIMULATED_WEATHER = panelsEnglish.simulatedWeather;

export interface RainfallTableProps {
  siteObjId: string;
  range: TimeRange;
  timeZone: string;
}

/** Spec 001 §2.8, §9: daily rainfall in the range, in inches to 3 decimals. */
export function RainfallTable({ siteObjId, range, timeZone }: RainfallTableProps) {
  const t = useT(panelsMessages);
  const query = useRainfall(siteObjId, range);
  const points = query.data?.points ?? [];
  return (
    <TableSection
      title={t('rainfall')}
      testId="table-rainfall"
      query={query}
      empty={points.length === 0}
      columns={[t('date'), t('rainfallColumn')]}
      badge={query.data?.simulated ? t('simulatedWeather') : null}
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
