import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import {
  type SiteSeries,
  THRESHOLD_PAGE_MESSAGES,
  type ThresholdPage,
  type ThresholdSensor,
  type ThresholdSets,
  type TimeRange,
} from '@tilth/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { MessageDialog } from '../../ui/MessageDialog';
import { LastRecompute, RecomputeButtons, RecomputeRunning } from '../dailyValues/RecomputeControls';
import { useRecompute } from '../dailyValues/useRecompute';
import { thresholdsMessages } from './messages';
import { ThresholdChart } from './ThresholdChart';
import { ThresholdTable } from './ThresholdTable';
import { formFromSets, orderedSensors, sensorThresholds, thresholdUpdate, type ThresholdForm } from './model/thresholdTable';
import { useSiteUpdate } from './thresholdsApi';

export interface ThresholdSectionProps {
  page: ThresholdPage;
  series: { data: SiteSeries | undefined; isFetching: boolean };
  range: TimeRange;
  canEdit: boolean;
}

/** The threshold half of the page (spec 001 §2.9, §4, §8): graph, table, Save and the recomputes. */
export function ThresholdSection({ page, series, range, canEdit }: ThresholdSectionProps) {
  const t = useT(thresholdsMessages);
  const sets = page.thresholds;
  return (
    <Paper withBorder radius="md" p="md" data-testid="threshold-section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        {!sets ? (
          <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} data-testid="threshold-sets-missing">
            {domainText(THRESHOLD_PAGE_MESSAGES.setsMissing)}
          </Alert>
        ) : page.sensors.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="threshold-empty">
            {t('dataNotAvailable')}
          </Text>
        ) : (
          <ThresholdEditor page={page} sets={sets} series={series} range={range} canEdit={canEdit} />
        )}
      </Stack>
    </Paper>
  );
}

function ThresholdEditor({ page, sets, series, range, canEdit }: ThresholdSectionProps & { sets: ThresholdSets }) {
  const t = useT(thresholdsMessages);
  const sensors = useMemo(() => orderedSensors(page.sensors), [page.sensors]);
  const [form, setForm] = useState<ThresholdForm>(() => formFromSets(sets, sensors));
  // The saved sets (after Save, a recompute or a reload) replace what was typed.
  useEffect(() => setForm(formFromSets(sets, sensors)), [sets, sensors]);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ title: string; message: string } | null>(null);
  const update = useSiteUpdate(page.objectId);
  const recompute = useRecompute(page.objectId, page.recompute);
  const thresholdsOf = useCallback((sensor: ThresholdSensor) => sensorThresholds(form, sets, sensor), [form, sets]);

  const save = () => {
    const change = thresholdUpdate(sets, sensors, form);
    if (change.error) return setError(change.error);
    setError(null);
    if (!change.body) return setResult({ title: t('info'), message: t('nothingToSave') });
    update.mutate(change.body, {
      onSuccess: () =>
        setResult({
          title: domainText(THRESHOLD_PAGE_MESSAGES.updateSuccessfulTitle),
          message: domainText(THRESHOLD_PAGE_MESSAGES.updateSuccessful),
        }),
      onError: (cause) =>
        setError(t('saveFailedWith', { failed: domainText(THRESHOLD_PAGE_MESSAGES.saveFailed), reason: errorText(cause) })),
    });
  };

  const dialog = result ?? recompute.dialog;
  return (
    <Stack gap="sm">
      <ThresholdChart
        data={series.data}
        loading={series.isFetching}
        sensors={sensors}
        thresholdsOf={thresholdsOf}
        range={range}
        timeZone={page.timeZone}
      />
      <ThresholdTable
        sensors={sensors}
        sets={sets}
        form={form}
        canEdit={canEdit}
        onSwitch={(kind, manual) => setForm((f) => ({ ...f, edited: { ...f.edited, [kind]: manual } }))}
        onValue={(kind, rowId, value) => setForm((f) => ({ ...f, manual: { ...f.manual, [kind]: { ...f.manual[kind], [rowId]: value } } }))}
      />
      {error && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="threshold-error">
          {error}
        </Alert>
      )}
      <RecomputeRunning recompute={recompute} />
      <Group gap="xs" wrap="wrap">
        <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} disabled={!canEdit} loading={update.isPending} onClick={save}>
          {t('save')}
        </Button>
        <RecomputeButtons recompute={recompute} canEdit={canEdit} />
      </Group>
      <LastRecompute recompute={recompute} />
      <MessageDialog
        opened={dialog !== null}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
        onClose={() => (result ? setResult(null) : recompute.closeDialog())}
      />
    </Stack>
  );
}
