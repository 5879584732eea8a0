import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconCloudUpload } from '@tabler/icons-react';
import { formatDepth, type DepthUnit } from '@tilth/domain';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { depthOfHours, depthUnitLabel, emptyEntry, irrigationBody, localToday, rateText, type IrrigationEntry } from './irrigationEntry';
import { logMessages } from './logMessages';
import { useLogIrrigation } from './plannerApi';
import { dayLabel } from './plannerFormat';

export interface LogIrrigationFormProps {
  siteObjId: string;
  unit: DepthUnit;
  /** The site system's gross depth per hour (in/h); null when the system is not set; undefined while loading. */
  rateInPerHour: number | null | undefined;
  efficiencyPercent: number | null;
  /** The farm's local day (the server's); the browser's until it is known. */
  farmToday?: string;
}

/** What the hours put on, said before saving: "At 0.05 in/h, 12 h put on about 0.60 in (0.51 in reaches the roots at 85 %)." */
function HoursPreview({
  hours,
  rate,
  efficiency,
  unit,
}: {
  hours: string;
  rate: number | null | undefined;
  efficiency: number | null;
  unit: DepthUnit;
}) {
  const t = useT(logMessages);
  if (rate === undefined) return null;
  if (rate === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('noRate')}
      </Text>
    );
  }
  const gross = depthOfHours(hours, rate);
  if (gross === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('systemRate', { rate: rateText(rate, unit) })}
      </Text>
    );
  }
  return (
    <Text size="sm" fw={600} data-testid="hours-depth" aria-live="polite">
      {efficiency
        ? t('hoursDepthEfficiency', {
            gross: formatDepth(gross, unit),
            net: formatDepth((gross * efficiency) / 100, unit),
            efficiency: String(efficiency),
          })
        : t('hoursDepth', { gross: formatDepth(gross, unit) })}
    </Text>
  );
}

/** The day, and the depth applied or the hours the system ran; Save logs it. */
export function LogIrrigationForm({ siteObjId, unit, rateInPerHour, efficiencyPercent, farmToday }: LogIrrigationFormProps) {
  const t = useT(logMessages);
  const today = farmToday ?? localToday();
  const [entry, setEntry] = useState<IrrigationEntry>(() => emptyEntry(today));
  const [problem, setProblem] = useState<string | null>(null);
  const [logged, setLogged] = useState<string | null>(null);
  const [kept, setKept] = useState<string | null>(null);
  const save = useLogIrrigation(siteObjId);
  const set = (change: Partial<IrrigationEntry>) => {
    setEntry((e) => ({ ...e, ...change }));
    setProblem(null);
    setLogged(null);
    setKept(null);
  };
  const label = depthUnitLabel(unit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = irrigationBody(entry, unit, today);
    if ('error' in result) {
      setProblem(result.error);
      return;
    }
    save.mutate(result.body, {
      onSuccess: (saved) => {
        if (saved.kind === 'delivered') {
          setLogged(t('logged', { depth: formatDepth(saved.irrigation.depthIn, unit), day: dayLabel(saved.irrigation.date) }));
        } else {
          // Kept on the device: the history below lists it as "Waiting to send".
          setKept(saved.sentence);
        }
        setEntry((e) => ({ ...emptyEntry(today), date: e.date, by: e.by }));
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('title')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={t('dayIrrigated')}
            value={entry.date}
            max={today}
            onChange={(e) => set({ date: e.currentTarget.value })}
            required
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${siteObjId}-log-by`}>
              {t('logAmountAs')}
            </Text>
            <SegmentedControl
              aria-labelledby={`${siteObjId}-log-by`}
              fullWidth
              value={entry.by}
              onChange={(value) => set({ by: value as IrrigationEntry['by'] })}
              data={[
                { value: 'depth', label: t('byDepth', { unit: label }) },
                { value: 'hours', label: t('byHours') },
              ]}
            />
          </Stack>
        </SimpleGrid>
        {entry.by === 'depth' ? (
          <TextInput
            label={t('depthApplied', { unit: label })}
            description={t('depthAppliedDescription')}
            inputMode="decimal"
            value={entry.depth}
            onChange={(e) => set({ depth: e.currentTarget.value })}
            data-autofocus
          />
        ) : (
          <Stack gap={6}>
            <TextInput
              label={t('hoursRan')}
              inputMode="decimal"
              value={entry.hours}
              onChange={(e) => set({ hours: e.currentTarget.value })}
              data-autofocus
            />
            <HoursPreview hours={entry.hours} rate={rateInPerHour} efficiency={efficiencyPercent} unit={unit} />
          </Stack>
        )}
        <Textarea
          label={t('note')}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={500}
          value={entry.note}
          onChange={(e) => set({ note: e.currentTarget.value })}
        />
        {problem && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" py="xs">
            {problem}
          </Alert>
        )}
        {kept && (
          <Alert color="yellow" icon={<IconCloudUpload aria-hidden />} role="status" py="xs" data-testid="irrigation-kept">
            {kept}
          </Alert>
        )}
        {logged && (
          <Alert color="field" icon={<IconCircleCheck aria-hidden />} role="status" py="xs">
            {logged}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
