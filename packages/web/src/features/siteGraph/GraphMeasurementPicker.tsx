import { Chip, Group, Text } from '@mantine/core';
import { GROUP_LABELS, type MeasurementGroup } from './model/measurementTabs';

/** The Custom/Combined tab's choice of measurements drawn together (each unit gets its own scale). */
export function GraphMeasurementPicker({
  available,
  selected,
  onChange,
}: {
  available: MeasurementGroup[];
  selected: MeasurementGroup[];
  onChange: (next: MeasurementGroup[]) => void;
}) {
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Measurements to combine" className="graph-no-print">
      <Text size="sm" fw={600}>
        Measurements:
      </Text>
      <Chip.Group multiple value={selected} onChange={(value) => onChange(available.filter((g) => value.includes(g)))}>
        {available.map((group) => (
          <Chip key={group} value={group} size="sm">
            {GROUP_LABELS[group]}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}
