import { Alert, Button, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { THRESHOLD_PAGE_MESSAGES } from '@tilth/domain';
import { intlLocale } from '../../i18n/catalog';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { dailyValuesMessages } from './messages';
import type { Recompute } from './useRecompute';

/** 'Update In Progress' while the site's recompute runs. */
export function RecomputeRunning({ recompute }: { recompute: Recompute }) {
  return recompute.running ? (
    <Alert color="blue" variant="light" aria-live="polite" data-testid="recompute-running">
      {domainText(THRESHOLD_PAGE_MESSAGES.inProgress)}
    </Alert>
  ) : null;
}

/** Recompute future values / all values (spec 001 §2.9): off while one runs. */
export function RecomputeButtons({ recompute, canEdit }: { recompute: Recompute; canEdit: boolean }) {
  const t = useT(dailyValuesMessages);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
        disabled={!canEdit || recompute.running}
        loading={recompute.starting === 'future'}
        onClick={() => void recompute.start('future')}
      >
        {t('recomputeFuture')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
        disabled={!canEdit || recompute.running}
        loading={recompute.starting === 'all'}
        onClick={() => void recompute.start('all')}
      >
        {t('recomputeAll')}
      </Button>
    </>
  );
}

/** When the last recompute finished, which values and how many days. */
export function LastRecompute({ recompute }: { recompute: Recompute }) {
  const t = useT(dailyValuesMessages);
  const status = recompute.status;
  if (status?.state !== 'done' || !status.finishedAt) return null;
  const at = new Date(status.finishedAt).toLocaleString(intlLocale());
  return (
    <Text size="xs" c="dimmed" data-testid="recompute-last">
      {status.days !== null
        ? t('lastRecomputeDays', { mode: status.mode, at, days: status.days })
        : t('lastRecompute', { mode: status.mode, at })}
    </Text>
  );
}
