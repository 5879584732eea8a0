import { Alert, Button, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { plural, THRESHOLD_PAGE_MESSAGES } from '@tilth/domain';
import type { Recompute } from './useRecompute';

/** 'Update In Progress' while the site's recompute runs. */
export function RecomputeRunning({ recompute }: { recompute: Recompute }) {
  return recompute.running ? (
    <Alert color="blue" variant="light" aria-live="polite" data-testid="recompute-running">
      {THRESHOLD_PAGE_MESSAGES.inProgress}
    </Alert>
  ) : null;
}

/** Recompute future values / all values (spec 001 §2.9): off while one runs. */
export function RecomputeButtons({ recompute, canEdit }: { recompute: Recompute; canEdit: boolean }) {
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
        disabled={!canEdit || recompute.running}
        loading={recompute.starting === 'future'}
        onClick={() => void recompute.start('future')}
      >
        Recompute future values
      </Button>
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
        disabled={!canEdit || recompute.running}
        loading={recompute.starting === 'all'}
        onClick={() => void recompute.start('all')}
      >
        Recompute all values
      </Button>
    </>
  );
}

/** When the last recompute finished, which values and how many days. */
export function LastRecompute({ recompute }: { recompute: Recompute }) {
  const status = recompute.status;
  if (status?.state !== 'done' || !status.finishedAt) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="recompute-last">
      Last recompute ({status.mode === 'all' ? 'all values' : 'future values'}) finished {new Date(status.finishedAt).toLocaleString()}
      {status.days !== null ? `: ${plural(status.days, 'day')}` : ''}.
    </Text>
  );
}
