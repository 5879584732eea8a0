import { Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import type { DepthUnit, PlannerRow } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { plannerMessages } from './messages';
import { daysToRefillText, grossDepthText, netDepthText, planOffersPlanner, runTimeText } from './plannerFormat';
import { AvailableWater, IrrigateBy, LogButton, Reason, SiteContext, SiteNameLink } from './PlannerRowParts';

interface PlannerListProps {
  rows: PlannerRow[];
  unit: DepthUnit;
  onLog: (row: PlannerRow) => void;
}

const NUMBER_COLUMNS = 6;

function Row({ row, unit, onLog }: { row: PlannerRow; unit: DepthUnit; onLog: (row: PlannerRow) => void }) {
  const t = useT(plannerMessages);
  const rec = row.recommendation;
  return (
    <Table.Tr data-testid="planner-row" data-site-id={row.siteId} data-status={rec.status}>
      <Table.Th scope="row" fw={400}>
        <SiteNameLink row={row} />
        <SiteContext row={row} />
      </Table.Th>
      {rec.status === 'outOfSeason' ? (
        <Table.Td colSpan={NUMBER_COLUMNS}>
          <Text size="sm" c="dimmed">
            {t('noCropNow')}
          </Text>
        </Table.Td>
      ) : (
        <>
          <Table.Td>
            <AvailableWater row={row} />
          </Table.Td>
          <Table.Td data-testid="planner-days">{daysToRefillText(rec)}</Table.Td>
          <Table.Td data-testid="planner-net">{netDepthText(rec, unit)}</Table.Td>
          <Table.Td data-testid="planner-gross">{grossDepthText(rec, unit)}</Table.Td>
          <Table.Td data-testid="planner-run">{runTimeText(row)}</Table.Td>
          <Table.Td>
            <IrrigateBy row={row} />
          </Table.Td>
        </>
      )}
      <Table.Td>{rec.status === 'outOfSeason' ? <Text size="sm">{rec.reason}</Text> : <Reason row={row} />}</Table.Td>
      <Table.Td>{planOffersPlanner(rec) && <LogButton row={row} onLog={onLog} />}</Table.Td>
    </Table.Tr>
  );
}

/** The planner on wider screens: one row per site, in the server's order. */
export function PlannerTable({ rows, unit, onLog }: PlannerListProps) {
  const t = useT(plannerMessages);
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={960}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('listLabel')} data-testid="planner-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={200}>
                {t('colSite')}
              </Table.Th>
              <Table.Th scope="col" w={90}>
                {t('colAvailableWater')}
              </Table.Th>
              <Table.Th scope="col" w={80}>
                {t('colDaysToRefill')}
              </Table.Th>
              <Table.Th scope="col" w={70}>
                {t('colNet')}
              </Table.Th>
              <Table.Th scope="col" w={70}>
                {t('colGross')}
              </Table.Th>
              <Table.Th scope="col" w={100}>
                {t('colRunTime')}
              </Table.Th>
              <Table.Th scope="col" w={110}>
                {t('colIrrigateBy')}
              </Table.Th>
              <Table.Th scope="col">{t('colWhy')}</Table.Th>
              <Table.Th scope="col" w={150}>
                <VisuallyHidden>{t('colActions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Row key={row.siteObjectId} row={row} unit={unit} onLog={onLog} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
