import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { WebhookDelivery, WebhookDeliveryStatus } from '@tilth/domain';
import { loadFailed } from '../../ui/apiMessages';
import { dateTimeText } from '../../ui/dateText';
import { fetchDeliveries, webhookKeys } from './webhooksApi';

const STATUS_COLOR: Record<WebhookDeliveryStatus, string> = { pending: 'yellow', delivered: 'green', failed: 'red' };
const STATUS_LABEL: Record<WebhookDeliveryStatus, string> = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' };
const TYPE_LABEL: Record<WebhookDelivery['eventType'], string> = {
  'alert.opened': 'Alert opened',
  'alert.closed': 'Alert closed',
  test: 'Test',
};

export function StatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      radius="sm"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {STATUS_LABEL[status]}
    </Badge>
  );
}

/** What the last attempt came to, as one line: the code and, on failure, the sentence and the next try. */
function outcome(d: WebhookDelivery): string {
  const parts: string[] = [];
  if (d.lastError) parts.push(d.lastError);
  else if (d.lastStatusCode !== null) parts.push(`Answered ${d.lastStatusCode}.`);
  if (d.status === 'pending' && d.nextAttemptAt) parts.push(`Next try ${dateTimeText(d.nextAttemptAt, 'viewer')}.`);
  if (d.status === 'pending' && d.attempts === 0) parts.push('Waiting to be sent.');
  return parts.join(' ');
}

/** A webhook's delivery log: newest first, with status badges, attempts, codes and why one failed. */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
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
      Refresh
    </Button>
  );

  let body;
  if (log.isPending) body = <Skeleton h={80} aria-label="Loading deliveries" />;
  else if (log.isError)
    body = (
      <Alert color="red" role="alert">
        {loadFailed('The delivery log could not be loaded', log.error)}
      </Alert>
    );
  else if (log.data.deliveries.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        Nothing sent yet. Alerts appear here as they are sent; “Send test event” tries the URL now.
      </Text>
    );
  else if (phone)
    body = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Deliveries">
        {log.data.deliveries.map((d) => (
          <Paper component="li" key={d.objectId} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {TYPE_LABEL[d.eventType]}
              </Text>
              <StatusBadge status={d.status} />
            </Group>
            <Text size="xs" c="dimmed">
              {dateTimeText(d.createdAt, 'viewer')} · {d.attempts === 1 ? '1 attempt' : `${d.attempts} attempts`}
              {d.lastStatusCode !== null ? ` · code ${d.lastStatusCode}` : ''}
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
        <Table striped verticalSpacing="xs" aria-label="Deliveries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={190}>Time</Table.Th>
              <Table.Th>Event</Table.Th>
              <Table.Th w={120}>Status</Table.Th>
              <Table.Th ta="right" w={90}>
                Attempts
              </Table.Th>
              <Table.Th ta="right" w={70}>
                Code
              </Table.Th>
              <Table.Th>Last outcome</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.deliveries.map((d) => (
              <Table.Tr key={d.objectId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTimeText(d.createdAt, 'viewer')}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {TYPE_LABEL[d.eventType]}
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
          Delivery log
        </Text>
        {refresh}
      </Group>
      {body}
    </Stack>
  );
}
