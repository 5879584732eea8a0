import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { dateTimeText } from '../../ui/dateText';
import { loadFailed } from '../../ui/apiMessages';
import { useTextMessages } from './alertChannelsApi';

/** The text messages the built-in SMS provider kept (SMS_PROVIDER=local), shown on the Mail Outbox page. */
export function TextMessageList() {
  const messages = useTextMessages();
  return (
    <Stack gap="sm" component="section" aria-labelledby="text-messages-heading" mt="xl">
      <div>
        <Title order={2} size="h4" id="text-messages-heading">
          Text messages
        </Title>
        <Text size="sm" c="dimmed">
          Kept by the built-in SMS provider instead of being sent (SMS_PROVIDER=local). Newest first.
        </Text>
      </div>
      {messages.isPending ? (
        <Skeleton h={56} radius="md" aria-label="Loading text messages" />
      ) : messages.isError ? (
        <Alert color="red" variant="light" role="alert">
          {loadFailed('The text messages could not be loaded', messages.error)}
        </Alert>
      ) : messages.data.length === 0 ? (
        <Text size="sm">No text messages kept.</Text>
      ) : (
        <Stack gap="xs" aria-label="Kept text messages" role="list">
          {messages.data.map((message) => (
            <Paper key={message.objectId} withBorder radius="md" p="sm" role="listitem">
              <Text size="sm" c="dimmed">
                To {message.to} · {dateTimeText(message.createdAt, 'viewer')}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {message.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
