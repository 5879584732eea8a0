import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { dateTimeText } from '../../ui/dateText';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { useTextMessages } from './alertChannelsApi';
import { alertChannelsMessages } from './messages';

/** The text messages the built-in SMS provider kept (SMS_PROVIDER=local), shown on the Mail Outbox page. */
export function TextMessageList() {
  const t = useT(alertChannelsMessages);
  const messages = useTextMessages();
  return (
    <Stack gap="sm" component="section" aria-labelledby="text-messages-heading" mt="xl">
      <div>
        <Title order={2} size="h4" id="text-messages-heading">
          {t('textMessages')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('keptLead')}
        </Text>
      </div>
      {messages.isPending ? (
        <Skeleton h={56} radius="md" aria-label={t('loadingTexts')} />
      ) : messages.isError ? (
        <Alert color="red" variant="light" role="alert">
          {loadFailed(t('textsLoadFailed'), messages.error)}
        </Alert>
      ) : messages.data.length === 0 ? (
        <Text size="sm">{t('noTexts')}</Text>
      ) : (
        <Stack gap="xs" aria-label={t('keptTexts')} role="list">
          {messages.data.map((message) => (
            <Paper key={message.objectId} withBorder radius="md" p="sm" role="listitem">
              <Text size="sm" c="dimmed">
                {t('toWhen', { to: message.to, when: dateTimeText(message.createdAt, 'viewer') })}
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
