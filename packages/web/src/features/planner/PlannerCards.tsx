import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DepthUnit, PlannerRow } from '@tilth/domain';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { plannerMessages } from './messages';
import { daysToRefillText, grossDepthText, netDepthText, planOffersPlanner, runTimeText, statusBadge } from './plannerFormat';
import { AvailableWater, IrrigateBy, LogButton, Reason, SiteContext, SiteNameLink } from './PlannerRowParts';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {typeof children === 'string' ? (
        <Text size="sm" fw={600} data-testid={testId}>
          {children}
        </Text>
      ) : (
        children
      )}
    </Box>
  );
}

function PlannerCard({ row, unit, onLog }: { row: PlannerRow; unit: DepthUnit; onLog: (row: PlannerRow) => void }) {
  const t = useT(plannerMessages);
  const rec = row.recommendation;
  const badge = statusBadge(rec);
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="md"
      aria-label={row.siteName}
      data-testid="planner-row"
      data-site-id={row.siteId}
      data-status={rec.status}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={0} miw={0}>
          <SiteNameLink row={row} />
          <SiteContext row={row} />
        </Stack>
        <Badge color={badge.color} variant="light" radius="sm" style={{ flex: 'none' }}>
          {badge.label}
        </Badge>
      </Group>
      {rec.status !== 'outOfSeason' && (
        <SimpleGrid cols={3} spacing="xs" verticalSpacing="xs" mt="sm">
          <Fact label={t('colAvailableWater')}>
            <AvailableWater row={row} />
          </Fact>
          <Fact label={t('colDaysToRefill')} testId="planner-days">
            {daysToRefillText(rec)}
          </Fact>
          <Fact label={t('colIrrigateBy')}>
            <IrrigateBy row={row} />
          </Fact>
          <Fact label={t('colNet')} testId="planner-net">
            {netDepthText(rec, unit)}
          </Fact>
          <Fact label={t('colGross')} testId="planner-gross">
            {grossDepthText(rec, unit)}
          </Fact>
          <Fact label={t('colRunTime')} testId="planner-run">
            {runTimeText(row)}
          </Fact>
        </SimpleGrid>
      )}
      <Box mt="sm">
        <Reason row={row} />
      </Box>
      {planOffersPlanner(rec) && (
        <Box mt="sm">
          <LogButton row={row} onLog={onLog} fullWidth />
        </Box>
      )}
    </Paper>
  );
}

/** The planner on phones: a card per site, in the server's order. */
export function PlannerCards({ rows, unit, onLog }: { rows: PlannerRow[]; unit: DepthUnit; onLog: (row: PlannerRow) => void }) {
  const t = useT(plannerMessages);
  return (
    <Stack gap="sm" data-testid="planner-cards" aria-label={t('listLabel')} role="list">
      {rows.map((row) => (
        <div role="listitem" key={row.siteObjectId}>
          <PlannerCard row={row} unit={unit} onLog={onLog} />
        </div>
      ))}
    </Stack>
  );
}
