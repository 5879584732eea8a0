import { ActionIcon, Alert, Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plural, type ExportJob, type ExportJobStatus, type ExportSchedule } from '@tilth/domain';
import { useState } from 'react';
import { errorText, loadFailed } from '../../ui/apiMessages';
import { deleteExportSchedule, downloadExportJob, exportKeys, fetchExportJobs, fetchExportSchedules } from './exportApi';

const STATUS: Record<ExportJobStatus, { label: string; color: string }> = {
  queued: { label: 'Waiting', color: 'gray' },
  running: { label: 'Preparing', color: 'blue' },
  done: { label: 'Ready', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  expired: { label: 'Expired', color: 'gray' },
};

/** Bytes in words: '840 KB', '12.4 MB'. */
export function sizeText(bytes: number): string {
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

const dayText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** Polls while any export is waiting or being prepared. */
export function useExportJobs() {
  return useQuery({
    queryKey: exportKeys.jobs,
    queryFn: ({ signal }) => fetchExportJobs(signal),
    refetchInterval: (query) => (query.state.data?.some((j) => j.status === 'queued' || j.status === 'running') ? 1500 : false),
  });
}

function JobRow({ job }: { job: ExportJob }) {
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
            {status.label}
          </Badge>
        </Group>
        {working && (
          <>
            <Progress value={job.percent} aria-label={`${job.fileName}: ${job.percent}% prepared`} animated size="md" />
            <Text size="xs" c="dimmed">
              {`${job.sitesDone} of ${plural(job.sitesTotal, 'site')} done (${job.percent}%). You can close this and come back: we also e-mail you when it is ready.`}
            </Text>
          </>
        )}
        {job.status === 'done' && (
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {`${plural(job.sitesTotal, 'site')}, ${sizeText(job.sizeBytes ?? 0)}`}
              {job.expiresAt ? ` · kept until ${dayText(job.expiresAt)}` : ''}
            </Text>
            <Button size="xs" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()} loading={downloading}>
              Download
            </Button>
          </Group>
        )}
        {job.status === 'expired' && (
          <Text size="xs" c="dimmed">
            The file was deleted after {job.expiresAt ? dayText(job.expiresAt) : 'its time'}. Export again to get it.
          </Text>
        )}
        {job.status === 'failed' && (
          <Text size="xs" c="var(--mantine-color-error)">
            {job.error ?? 'The export could not be prepared.'}
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
  const jobs = useExportJobs();
  if (jobs.isPending) return <Skeleton h={72} radius="md" aria-label="Loading recent exports" />;
  if (jobs.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {loadFailed('Your recent exports could not be loaded', jobs.error)}
      </Alert>
    );
  if (jobs.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No exports prepared in the background yet. Large exports are prepared here, and stay for a week.
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
  const client = useQueryClient();
  const schedules = useQuery({ queryKey: exportKeys.schedules, queryFn: ({ signal }) => fetchExportSchedules(signal) });
  const remove = useMutation({
    mutationFn: (schedule: ExportSchedule) => deleteExportSchedule(schedule.id),
    onSuccess: () => client.invalidateQueries({ queryKey: exportKeys.schedules }),
  });
  if (schedules.isPending) return <Skeleton h={48} radius="md" aria-label="Loading weekly exports" />;
  if (schedules.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {loadFailed('Your weekly exports could not be loaded', schedules.error)}
      </Alert>
    );
  if (schedules.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No weekly exports. Choose an export and switch on “E-mail me this export every Monday”.
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
                {schedule.lastSentAt ? `Last sent ${dayText(schedule.lastSentAt)}` : 'Not sent yet: the first goes next Monday morning.'}
              </Text>
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete: ${schedule.description}`}
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
