import { plural } from '@tilth/domain';
import { Button, Group, Text } from '@mantine/core';
import type { FleetSummary as Summary } from '@tilth/domain';
import { chipActive, type FleetFilters, type SummaryChip } from './fleetFilters';

const CHIPS: { chip: SummaryChip; words: (n: number) => string; colour: string }[] = [
  { chip: 'silent', words: (n) => `${n} silent`, colour: 'red' },
  { chip: 'faults', words: (n) => `${n} with sensor faults`, colour: 'grape' },
  { chip: 'lowBattery', words: (n) => `${n} low battery`, colour: 'orange' },
  { chip: 'late', words: (n) => `${n} late`, colour: 'yellow' },
  { chip: 'noData', words: (n) => `${n} never reported`, colour: 'gray' },
];

/**
 * "1 silent · 2 with sensor faults · 1 low battery": the devices needing a visit, each a toggle that
 * narrows the table to them (counts over the customer, farm and search chosen).
 */
export function FleetSummary({
  summary,
  filters,
  onToggle,
}: {
  summary: Summary;
  filters: FleetFilters;
  onToggle: (chip: SummaryChip) => void;
}) {
  const count = (chip: SummaryChip) => (chip === 'faults' ? summary.faults : summary[chip]);
  return (
    <Group gap={6} role="group" aria-label="Devices needing attention" data-testid="fleet-summary">
      {CHIPS.map(({ chip, words, colour }) => {
        const active = chipActive(filters, chip);
        const n = count(chip);
        return (
          <Button
            key={chip}
            size="compact-md"
            radius="xl"
            color={colour}
            variant={active ? 'filled' : 'light'}
            aria-pressed={active}
            disabled={n === 0 && !active}
            onClick={() => onToggle(chip)}
            data-testid={`fleet-chip-${chip}`}
          >
            {words(n)}
          </Button>
        );
      })}
      <Text size="sm" c="dimmed" ml={4}>
        of {plural(summary.devices, 'device')} · {summary.reporting} reporting
      </Text>
    </Group>
  );
}
