import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { WebhookDelivery, WebhookDeliveryStatus } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { dateTimeText } from '../../ui/dateText';
import { webhooksMessages } from './messages';
import { fetchDeliveries, webhookKeys } from './webhooksApi';

const STATUS_COLOR: Record<WebhookDeliveryStatus, string> = { pending: 'yellow', delivered: 'green', failed: 'red' };
const STATUS_LABEL = { pending: 'statusPending', delivered: 'statusDelivered', failed: 'statusFailed' } as const satisfies Record<
  WebhookDeliveryStatus,
  string
>;
const TYPE_LABEL = { 'alert.opened': 'typeOpened', 'alert.closed': 'typeClosed', test: 'typeTest' } as const satisfies Record<
  WebhookDelivery['eventType'],
  string
>;

export function StatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const t = useT(webhooksMessages);
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      radius="sm"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(STATUS_LABEL[status])}
    </Badge>
  );
}

/** What the last attempt came to, as one line: the code and, on failure, the sentence and the next try. */
function outcome(d: WebhookDelivery): string {
  const parts: string[] = [];
  if (d.lastError) parts.push(d.lastError);
  else if (d.lastStatusCode !== null) parts.push(translate(webhooksMessages, 'answered', { code: d.lastStatusCode }));
  if (d.status === 'pending' && d.nextAttemptAt)
    parts.push(translate(webhooksMessages, 'nextTry', { time: dateTimeText(d.nextAttemptAt, 'viewer') }));
  if (d.status === 'pending' && d.attempts === 0) parts.push(translate(webhooksMessages, 'waitingToBeSent'));
  return parts.join(' ');
}

/** A webhook's delivery log: newest first, with status badges, attempts, codes and why one failed. */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const t = useT(webhooksMessages);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const log = useQuery({
    queryKey: webhookKeys.deliveries(webhookId),
    queryFn: ({ signal }) => fetchDeliveries(webhookId, signal),
    staleTime: 0,
  });

  const refresh = (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={() => void log.refetch()}
      loading={log.isFetching && !log.isPending}
    >
      {t('refresh')}
    </Button>
  );

  let body;
  if (log.isPending) body = <Skeleton h={80} aria-label={t('loadingDeliveries')} />;
  else if (log.isError)
    body = (
      <Alert color="red" role="alert">
        {loadFailed(t('deliveryLogLoadFailed'), log.error)}
      </Alert>
    );
  else if (log.data.deliveries.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('nothingSent')}
      </Text>
    );
  else if (phone)
    body = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('deliveries')}>
        {log.data.deliveries.map((d) => (
          <Paper component="li" key={d.objectId} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {t(TYPE_LABEL[d.eventType])}
              </Text>
              <StatusBadge status={d.status} />
            </Group>
            <Text size="xs" c="dimmed">
              {dateTimeText(d.createdAt, 'viewer')} · {t('attempts', { count: d.attempts })}
              {d.lastStatusCode !== null ? ` · ${t('code', { code: d.lastStatusCode })}` : ''}
            </Text>
            <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {d.summary}
            </Text>
            {outcome(d) && (
              <Text size="xs" c={d.status === 'delivered' ? 'dimmed' : undefined} mt={2}>
                {outcome(d)}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="xs" aria-label={t('deliveries')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={190}>{t('time')}</Table.Th>
              <Table.Th>{t('event')}</Table.Th>
              <Table.Th w={120}>{t('status')}</Table.Th>
              <Table.Th ta="right" w={90}>
                {t('attemptsHeader')}
              </Table.Th>
              <Table.Th ta="right" w={70}>
                {t('codeHeader')}
              </Table.Th>
              <Table.Th>{t('lastOutcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.deliveries.map((d) => (
              <Table.Tr key={d.objectId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTimeText(d.createdAt, 'viewer')}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {t(TYPE_LABEL[d.eventType])}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {d.summary}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={d.status} />
                </Table.Td>
                <Table.Td ta="right">{d.attempts}</Table.Td>
                <Table.Td ta="right">{d.lastStatusCode ?? '—'}</Table.Td>
                <Table.Td>
                  <Text size="sm">{outcome(d) || '—'}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="xs" mt="md">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm" component="h3" m={0}>
          {t('deliveryLog')}
        </Text>
        {refresh}
      </Group>
      {body}
    </Stack>
  );
}
