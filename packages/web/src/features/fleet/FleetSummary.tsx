import { Button, Group, Text } from '@mantine/core';
import type { FleetSummary as Summary } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { chipActive, type FleetFilters, type SummaryChip } from './fleetFilters';
import { fleetMessages, type FleetKey } from './messages';

/** Each chip, its words' key in the fleet catalogue ("{count} silent") and its colour. */
const CHIPS: { chip: SummaryChip; words: FleetKey; colour: string }[] = [
  { chip: 'silent', words: 'chipSilent', colour: 'red' },
  { chip: 'faults', words: 'chipFaults', colour: 'grape' },
  { chip: 'lowBattery', words: 'chipLowBattery', colour: 'orange' },
  { chip: 'late', words: 'chipLate', colour: 'yellow' },
  { chip: 'noData', words: 'chipNoData', colour: 'gray' },
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
  const t = useT(fleetMessages);
  const count = (chip: SummaryChip) => (chip === 'faults' ? summary.faults : summary[chip]);
  return (
    <Group gap={6} role="group" aria-label={t('summaryLabel')} data-testid="fleet-summary">
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
            {t(words, { count: n })}
          </Button>
        );
      })}
      <Text size="sm" c="dimmed" ml={4}>
        {t('summaryOf', { count: summary.devices, reporting: summary.reporting })}
      </Text>
    </Group>
  );
}
