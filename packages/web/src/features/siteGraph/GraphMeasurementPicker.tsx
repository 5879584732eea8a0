import { Chip, Group, Text } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { groupLabel, siteGraphMessages } from './messages';
import type { MeasurementGroup } from './model/measurementTabs';

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
  const t = useT(siteGraphMessages);
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('measurementsToCombine')} className="graph-no-print">
      <Text size="sm" fw={600}>
        {t('measurementsColon')}
      </Text>
      <Chip.Group multiple value={selected} onChange={(value) => onChange(available.filter((g) => value.includes(g)))}>
        {available.map((group) => (
          <Chip key={group} value={group} size="sm">
            {groupLabel(group)}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}
