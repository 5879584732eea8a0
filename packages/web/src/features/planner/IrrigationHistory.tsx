import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { formatDepth, type DepthUnit, type IrrigationList, type IrrigationLog } from '@tilth/domain';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { errorText, loadFailed } from '../../ui/apiMessages';
import { OutboxItemList, useOutboxSending, useWaitingOnSite } from '../offline/outbox';
import { logMessages } from './logMessages';
import { useDeleteIrrigation, useLogIrrigation } from './plannerApi';
import { dayLabel } from './plannerFormat';

interface HistoryProps {
  siteObjId: string;
  unit: DepthUnit;
  list: { data: IrrigationList | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
}

function hoursText(hours: number | null) {
  return hours === null ? '' : ` · ${Math.round(hours * 10) / 10} h`;
}

/** One logged irrigation: what it put on, how it was logged, and Delete (asked twice). */
function LoggedItem({ log, unit, onDelete, deleting }: { log: IrrigationLog; unit: DepthUnit; onDelete: () => void; deleting: boolean }) {
  const t = useT(logMessages);
  const [asking, setAsking] = useState(false);
  const day = dayLabel(log.date);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" py={6} data-testid="logged-irrigation" component="li">
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600}>
          {day}: {formatDepth(log.depthIn, unit)}
          {hoursText(log.hours)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('reachedRoots', { net: formatDepth(log.netIn, unit) })} ·{' '}
          {log.source === 'detected' ? t('confirmedFromProbe') : t('loggedByHand')}
          {log.note ? ` · ${log.note}` : ''}
        </Text>
      </Stack>
      {asking ? (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" color="red" onClick={onDelete} loading={deleting} aria-label={t('yesDelete', { day })}>
            {t('delete')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setAsking(false)} disabled={deleting}>
            {t('keep')}
          </Button>
        </Group>
      ) : (
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => setAsking(true)} aria-label={t('deleteLabel', { day })}>
          {t('delete')}
        </Button>
      )}
    </Group>
  );
}

/**
 * The site's logged irrigations with Delete, and the wetting events the probe saw that no logged
 * irrigation explains, each with Confirm (logged as detected, with the probe's day and depth).
 */
export function IrrigationHistory({ siteObjId, unit, list }: HistoryProps) {
  const t = useT(logMessages);
  const remove = useDeleteIrrigation(siteObjId);
  const confirm = useLogIrrigation(siteObjId);
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) => setProblem(errorText(error));
  // Irrigations logged on this device and not yet on the server (issue 37), listed first.
  useOutboxSending();
  const waiting = useWaitingOnSite(siteObjId, 'irrigation');
  const waitingList = (
    <OutboxItemList items={waiting.items} unit={unit} onRetry={waiting.retry} onDiscard={waiting.discard} label={t('notSentYet')} />
  );

  if (list.isPending) {
    return (
      <Stack gap="sm">
        {waitingList}
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('loadingHistory')}
          </Text>
        </Group>
      </Stack>
    );
  }
  if (list.error || !list.data) {
    // With no connection the server's list can't load; what is waiting on this device still shows.
    return (
      <Stack gap="sm">
        {waitingList}
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {loadFailed(t('historyLoadFailed'), list.error)}
          <Button size="xs" variant="default" mt="xs" display="block" onClick={() => void list.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      </Stack>
    );
  }
  const { irrigations, proposed } = list.data;
  return (
    <Stack gap="md">
      {problem && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" py="xs" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {proposed.length > 0 && (
        <section aria-labelledby={`${siteObjId}-proposed`} data-testid="proposed-irrigations">
          <Title order={3} size="h6" id={`${siteObjId}-proposed`}>
            {t('seenByProbe')}
          </Title>
          <Text size="xs" c="dimmed" mb={4}>
            {t('seenByProbeLead')}
          </Text>
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {proposed.map((p) => (
              <Group key={p.date} justify="space-between" wrap="nowrap" gap="xs" py={6} component="li">
                <Text size="sm">{t('proposed', { day: dayLabel(p.date), depth: formatDepth(p.depthIn, unit) })}</Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  loading={confirm.isPending && confirm.variables?.date === p.date}
                  onClick={() => confirm.mutate({ date: p.date, depthIn: p.depthIn, source: 'detected', note: '' }, { onError: fail })}
                  aria-label={t('confirmLabel', { day: dayLabel(p.date) })}
                >
                  {t('confirm')}
                </Button>
              </Group>
            ))}
          </Stack>
        </section>
      )}
      <section aria-labelledby={`${siteObjId}-logged`}>
        <Title order={3} size="h6" id={`${siteObjId}-logged`}>
          {t('loggedIrrigations')}
        </Title>
        {waitingList}
        {irrigations.length === 0 && waiting.items.length === 0 ? (
          <Text size="sm" c="dimmed" mt={4}>
            {t('noneLogged')}
          </Text>
        ) : irrigations.length === 0 ? null : (
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {irrigations.map((log) => (
              <LoggedItem
                key={log.id}
                log={log}
                unit={unit}
                deleting={remove.isPending && remove.variables === log.id}
                onDelete={() => remove.mutate(log.id, { onError: fail })}
              />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
