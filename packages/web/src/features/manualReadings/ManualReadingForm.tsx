import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { MANUAL_NOTE_MAX_LENGTH, type Preference } from '@tilth/domain';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { depthUnit, emptyReading, rainUnit, readingRequest, type ReadingEntry, type ReadingErrors } from './manualReadingEntry';
import { manualReadingsMessages } from './messages';
import { useSaveManualReading, type ReadingSaved } from './useSaveManualReading';

export interface ManualReadingFormProps {
  siteId: string;
  unit: Preference['unit'];
  /** The farm's IANA time zone the date and time are read in. */
  timeZone: string;
  onCancel: () => void;
  /** After Save: the stored reading, or the reading kept on the device to send later. */
  onSaved: (saved: ReadingSaved) => void;
  /** The clock, for tests. */
  now?: () => number;
}

/** Log a reading taken by hand: what was read, when, at what depth, the value in the user's units, and a note. */
export function ManualReadingForm({ siteId, unit, timeZone, onCancel, onSaved, now = Date.now }: ManualReadingFormProps) {
  const t = useT(manualReadingsMessages);
  const kinds = [
    { value: 'moisture', label: t('kindMoistureLong') },
    { value: 'rain', label: t('kindRain') },
  ];
  const kindLabel = useId();
  const [entry, setEntry] = useState<ReadingEntry>(() => emptyReading(Math.floor(now() / 1000), timeZone));
  const [errors, setErrors] = useState<ReadingErrors>({});
  const save = useSaveManualReading(siteId);
  const set = (change: Partial<ReadingEntry>) => {
    setEntry((e) => ({ ...e, ...change }));
    setErrors({});
    save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = readingRequest(entry, unit, timeZone, Math.floor(now() / 1000));
    if ('errors' in result) return setErrors(result.errors);
    // The promise, not mutate's callbacks, which are dropped if the form unmounted meanwhile.
    save
      .mutateAsync(result.body)
      .then(onSaved)
      // A refusal is shown from the mutation's error state.
      .catch(() => undefined);
  };

  const moisture = entry.kind === 'moisture';
  return (
    <form onSubmit={submit} noValidate aria-label={t('logReading')}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id={kindLabel}>
            {t('reading')}
          </Text>
          <SegmentedControl
            aria-labelledby={kindLabel}
            fullWidth
            value={entry.kind}
            onChange={(value) => set({ kind: value as ReadingEntry['kind'] })}
            data={kinds}
          />
        </Stack>
        <TextInput
          type="datetime-local"
          label={t('dateTime')}
          description={t('timeZone', { zone: timeZone })}
          value={entry.takenAt}
          onChange={(e) => set({ takenAt: e.currentTarget.value })}
          error={errors.takenAt}
          required
        />
        <SimpleGrid cols={moisture ? 2 : 1} spacing="sm">
          {moisture && (
            <TextInput
              label={t('depthWithUnit', { unit: depthUnit(unit) })}
              inputMode="decimal"
              value={entry.depth}
              onChange={(e) => set({ depth: e.currentTarget.value })}
              error={errors.depth}
              required
            />
          )}
          <TextInput
            label={moisture ? t('soilMoistureVwc') : t('rainWithUnit', { unit: rainUnit(unit) })}
            inputMode="decimal"
            value={entry.value}
            onChange={(e) => set({ value: e.currentTarget.value })}
            error={errors.value}
            required
            data-autofocus
          />
        </SimpleGrid>
        <Textarea
          label={t('noteOptional')}
          rows={2}
          maxLength={MANUAL_NOTE_MAX_LENGTH}
          value={entry.note}
          onChange={(e) => set({ note: e.currentTarget.value })}
          error={errors.note}
        />
        {save.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" py="xs">
            {errorText(save.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
