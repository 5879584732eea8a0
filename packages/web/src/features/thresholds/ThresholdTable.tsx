import { Group, NumberInput, SegmentedControl, Table, Text, Tooltip } from '@mantine/core';
import type { ThresholdKind, ThresholdSensor, ThresholdSets } from '@tilth/domain';
import { THRESHOLD_COLUMNS, rowIdOf, shownValue, type ThresholdForm } from './model/thresholdTable';
import { useT } from '../../i18n/useT';
import classes from '../../ui/readableInputs.module.css';
import { thresholdsMessages } from './messages';

export interface ThresholdTableProps {
  sensors: ThresholdSensor[];
  sets: ThresholdSets;
  form: ThresholdForm;
  canEdit: boolean;
  onSwitch: (kind: ThresholdKind, manual: boolean) => void;
  onValue: (kind: ThresholdKind, rowId: string, value: number | '') => void;
}

/**
 * The threshold table (spec 001 §2.9, §4): Sensor, R, G, B, FC, PWP; the User_Edited row's A/M
 * switch per column; inputs enabled only in M. R, G and B are % of available water, FC and PWP
 * volumetric water content.
 */
export function ThresholdTable({ sensors, sets, form, canEdit, onSwitch, onValue }: ThresholdTableProps) {
  const t = useT(thresholdsMessages);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={4} data-testid="threshold-table" aria-label={t('tableAria')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sensor')}</Table.Th>
            {THRESHOLD_COLUMNS.map((c) => (
              <Table.Th key={c.kind}>
                <Tooltip label={t(c.kind === 'fc' || c.kind === 'pwp' ? 'columnTipVwc' : 'columnTipAw', { title: t(c.titleKey) })}>
                  <Group gap={4} wrap="nowrap">
                    {c.colour && (
                      <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: c.colour }} />
                    )}
                    <abbr title={t(c.titleKey)} style={{ textDecoration: 'none' }}>
                      {t(c.labelKey)}
                    </abbr>
                  </Group>
                </Tooltip>
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th>
              <Text size="xs" fw={700} c="dimmed">
                {t('userEdited')}
              </Text>
            </Table.Th>
            {THRESHOLD_COLUMNS.map((c) => (
              <Table.Th key={c.kind}>
                <SegmentedControl
                  size="xs"
                  aria-label={t('switchAria', { column: t(c.labelKey) })}
                  data={[
                    { value: 'A', label: 'A' },
                    { value: 'M', label: 'M' },
                  ]}
                  value={form.edited[c.kind] ? 'M' : 'A'}
                  onChange={(value) => onSwitch(c.kind, value === 'M')}
                  disabled={!canEdit}
                  data-testid={`threshold-switch-${c.kind}`}
                />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sensors.map((sensor) => {
            const id = rowIdOf(sensor);
            const label = t('sensorAt', { name: sensor.name, depth: sensor.depthIn });
            return (
              <Table.Tr key={id} data-testid={`threshold-row-${id}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={600}>
                    {sensor.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('depthIn', { depth: sensor.depthIn })}
                  </Text>
                </Table.Td>
                {THRESHOLD_COLUMNS.map((c) => (
                  <Table.Td key={c.kind}>
                    <NumberInput
                      aria-label={t('inputAria', { column: t(c.labelKey), sensor: label })}
                      value={shownValue(form, sets, c.kind, sensor)}
                      onChange={(v) => onValue(c.kind, id, typeof v === 'number' ? v : '')}
                      disabled={!canEdit || !form.edited[c.kind]}
                      min={0}
                      max={100}
                      step={0.01}
                      decimalScale={2}
                      w={90}
                      size="xs"
                      classNames={{ input: classes.readable }}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
