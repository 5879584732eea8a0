import { ActionIcon, Alert, Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ExportJob, type ExportJobStatus, type ExportSchedule } from '@tilth/domain';
import { useState } from 'react';
import { intlLocale, translate } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { errorText, loadFailed } from '../../ui/apiMessages';
import { exportMessages, type ExportKey } from './messages';
import { deleteExportSchedule, downloadExportJob, exportKeys, fetchExportJobs, fetchExportSchedules } from './exportApi';

/** Each status's words (their key in the export catalogue) and colour. */
const STATUS: Record<ExportJobStatus, { words: ExportKey; color: string }> = {
  queued: { words: 'statusWaiting', color: 'gray' },
  running: { words: 'statusPreparing', color: 'blue' },
  done: { words: 'statusReady', color: 'green' },
  failed: { words: 'statusFailed', color: 'red' },
  expired: { words: 'statusExpired', color: 'gray' },
};

/** Bytes in words: '840 KB', '12.4 MB'. */
export function sizeText(bytes: number): string {
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return translate(exportMessages, 'sizeBytes', { bytes: String(bytes) });
}

const dayText = (iso: string) => new Date(iso).toLocaleDateString(intlLocale(), { day: 'numeric', month: 'short', year: 'numeric' });

/** Polls while any export is waiting or being prepared. */
export function useExportJobs() {
  return useQuery({
    queryKey: exportKeys.jobs,
    queryFn: ({ signal }) => fetchExportJobs(signal),
    refetchInterval: (query) => (query.state.data?.some((j) => j.status === 'queued' || j.status === 'running') ? 1500 : false),
  });
}

function JobRow({ job }: { job: ExportJob }) {
  const t = useT(exportMessages);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const status = STATUS[job.status];
  const working = job.status === 'queued' || job.status === 'running';
  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      await downloadExportJob(job);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid="export-job" data-status={job.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {job.fileName}
          </Text>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {t(status.words)}
          </Badge>
        </Group>
        {working && (
          <>
            <Progress
              value={job.percent}
              aria-label={t('progressLabel', { file: job.fileName, percent: String(job.percent) })}
              animated
              size="md"
            />
            <Text size="xs" c="dimmed">
              {t('progress', { done: String(job.sitesDone), count: job.sitesTotal, percent: String(job.percent) })}
            </Text>
          </>
        )}
        {job.status === 'done' && (
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {t('doneSize', { count: job.sitesTotal, size: sizeText(job.sizeBytes ?? 0) })}
              {job.expiresAt ? ` · ${t('keptUntil', { day: dayText(job.expiresAt) })}` : ''}
            </Text>
            <Button size="xs" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()} loading={downloading}>
              {t('download')}
            </Button>
          </Group>
        )}
        {job.status === 'expired' && (
          <Text size="xs" c="dimmed">
            {job.expiresAt ? t('expiredAfter', { day: dayText(job.expiresAt) }) : t('expiredNoDay')}
          </Text>
        )}
        {job.status === 'failed' && (
          <Text size="xs" c="var(--mantine-color-error)">
            {job.error ?? t('jobFailed')}
          </Text>
        )}
        {failure && (
          <Text size="xs" c="var(--mantine-color-error)" role="alert">
            {failure}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The user's recent background exports: status, progress, size, expiry and Download. */
export function RecentExports() {
  const t = useT(exportMessages);
  const jobs = useExportJobs();
  if (jobs.isPending) return <Skeleton h={72} radius="md" aria-label={t('loadingRecent')} />;
  if (jobs.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {loadFailed(t('recentFailed'), jobs.error)}
      </Alert>
    );
  if (jobs.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('noRecent')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="recent-exports">
      {jobs.data.map((job) => (
        <JobRow key={job.id} job={job} />
      ))}
    </Stack>
  );
}

/** The user's weekly e-mailed exports, each with Delete. */
export function ExportSchedules() {
  const t = useT(exportMessages);
  const client = useQueryClient();
  const schedules = useQuery({ queryKey: exportKeys.schedules, queryFn: ({ signal }) => fetchExportSchedules(signal) });
  const remove = useMutation({
    mutationFn: (schedule: ExportSchedule) => deleteExportSchedule(schedule.id),
    onSuccess: () => client.invalidateQueries({ queryKey: exportKeys.schedules }),
  });
  if (schedules.isPending) return <Skeleton h={48} radius="md" aria-label={t('loadingWeekly')} />;
  if (schedules.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {loadFailed(t('weeklyFailed'), schedules.error)}
      </Alert>
    );
  if (schedules.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('noWeekly')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="export-schedules">
      {schedules.data.map((schedule) => (
        <Paper key={schedule.id} withBorder p="sm" radius="md" data-testid="export-schedule">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm">{schedule.description}</Text>
              <Text size="xs" c="dimmed">
                {schedule.lastSentAt ? t('lastSent', { day: dayText(schedule.lastSentAt) }) : t('notSentYet')}
              </Text>
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('deleteSchedule', { description: schedule.description })}
              onClick={() => remove.mutate(schedule)}
              loading={remove.isPending && remove.variables?.id === schedule.id}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {remove.error && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {errorText(remove.error)}
        </Text>
      )}
    </Stack>
  );
}
