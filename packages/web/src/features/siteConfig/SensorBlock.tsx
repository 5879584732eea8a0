import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { SensorLocation } from '@tilth/domain';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { ConfigCard } from './ConfigCard';
import { InfoRows } from './InfoRows';
import { siteConfigMessages } from './messages';
import { choicesOf, saveOutcome, sensorFormOf, sensorSave, type DepthRow, type SensorForm, type TwigBlockProps } from './infoForms';

const depthList = (location: SensorLocation | null) =>
  location && location.value.sensors.length > 0 ? location.value.sensors.map((s) => `${s.depthOffset}″`).join(', ') : '—';
const referenceText = (location: SensorLocation | null) => {
  const depth = location?.value.referenceDepth[0];
  return depth === undefined ? '—' : `${depth}″`;
};

function DepthFields({
  label,
  reference,
  rows,
  disabled,
  onReference,
  onRow,
}: {
  label: string;
  reference: string;
  rows: DepthRow[];
  disabled: boolean;
  onReference: (value: string) => void;
  onRow: (index: number, value: string) => void;
}) {
  const t = useT(siteConfigMessages);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('depthsInches', { label })}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="xs">
        <TextInput
          label={t('reference')}
          size="xs"
          inputMode="decimal"
          value={reference}
          disabled={disabled}
          onChange={(event) => onReference(event.currentTarget.value)}
        />
        {rows.map((row, index) => (
          <TextInput
            key={`${row.name}-${index}`}
            label={t('sensorName', { name: row.name })}
            aria-label={t('sensorDepthAria', { label, name: row.name })}
            size="xs"
            inputMode="decimal"
            value={row.depth}
            disabled={disabled}
            onChange={(event) => onRow(index, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Sensor information (spec 002 §2.3): hardware type, probe and local sensor ids, and their depths. */
export function SensorBlock({ twig, options, canEdit, submit }: TwigBlockProps) {
  const t = useT(siteConfigMessages);
  const [form, setForm] = useState<SensorForm>(() => sensorFormOf(twig));
  const typeChanged = form.hardwareType !== twig.hardwaretype;
  const setRow = (key: 'sensors' | 'localSensors') => (index: number, depth: string) =>
    setForm((old) => ({ ...old, [key]: old[key].map((row, i) => (i === index ? { ...row, depth } : row)) }));

  return (
    <ConfigCard
      title={t('sensorInfo')}
      labelId="config-sensor-information"
      canEdit={canEdit}
      onEdit={() => setForm(sensorFormOf(twig))}
      onSave={() => saveOutcome(sensorSave(twig, form), submit)}
    >
      {(editing) =>
        editing ? (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select
                label={t('hardwareType')}
                data={choicesOf(options?.HardwareType, form.hardwareType)}
                value={form.hardwareType || null}
                onChange={(value) => setForm((old) => ({ ...old, hardwareType: value ?? '' }))}
                allowDeselect={false}
              />
              <TextInput
                label={t('probeId')}
                value={form.probeId}
                onChange={(event) => {
                  const probeId = event.currentTarget.value;
                  setForm((old) => ({ ...old, probeId }));
                }}
                maxLength={32}
              />
              <TextInput label={t('localSensorId')} value={twig.FoxSensor ?? t('none')} readOnly disabled />
            </SimpleGrid>
            {typeChanged && (
              <Text size="sm" c="dimmed">
                {t('newTypeDepths')}
              </Text>
            )}
            <DepthFields
              label={t('probeDepths')}
              reference={form.referenceDepth}
              rows={form.sensors}
              disabled={typeChanged}
              onReference={(referenceDepth) => setForm((old) => ({ ...old, referenceDepth }))}
              onRow={setRow('sensors')}
            />
            {twig.localSensorLocation && (
              <DepthFields
                label={t('localSensorDepths')}
                reference={form.localReferenceDepth}
                rows={form.localSensors}
                disabled={false}
                onReference={(localReferenceDepth) => setForm((old) => ({ ...old, localReferenceDepth }))}
                onRow={setRow('localSensors')}
              />
            )}
          </Stack>
        ) : (
          <InfoRows
            rows={[
              { label: t('hardwareType'), value: twig.hardwaretype || '—' },
              { label: t('probeId'), value: twig.badgerId ?? '—' },
              { label: t('localSensorId'), value: twig.FoxSensor ?? t('none') },
              { label: t('reportingInterval'), value: t('minutesValue', { minutes: twig.configInterval }) },
              { label: t('referenceDepth'), value: referenceText(twig.hardwareSensorLocation) },
              {
                label: t('sensorDepthsCount', { count: twig.hardwareSensorLocation.count }),
                value: depthList(twig.hardwareSensorLocation),
              },
              ...(twig.localSensorLocation ? [{ label: t('localSensorDepthsTitle'), value: depthList(twig.localSensorLocation) }] : []),
            ]}
          />
        )
      }
    </ConfigCard>
  );
}
