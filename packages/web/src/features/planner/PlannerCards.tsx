import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DepthUnit, PlannerRow } from '@tilth/domain';
import type { ReactNode } from 'react';
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
          <Fact label="Available water">
            <AvailableWater row={row} />
          </Fact>
          <Fact label="Days to refill" testId="planner-days">
            {daysToRefillText(rec)}
          </Fact>
          <Fact label="Irrigate by">
            <IrrigateBy row={row} />
          </Fact>
          <Fact label="Net" testId="planner-net">
            {netDepthText(rec, unit)}
          </Fact>
          <Fact label="Gross" testId="planner-gross">
            {grossDepthText(rec, unit)}
          </Fact>
          <Fact label="Run time" testId="planner-run">
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
  return (
    <Stack gap="sm" data-testid="planner-cards" aria-label="Sites to irrigate, soonest first" role="list">
      {rows.map((row) => (
        <div role="listitem" key={row.siteObjectId}>
          <PlannerCard row={row} unit={unit} onLog={onLog} />
        </div>
      ))}
    </Stack>
  );
}
