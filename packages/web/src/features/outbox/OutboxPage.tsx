import { dateTimeText } from '../../ui/dateText';
import { Accordion, Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMailOpened } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { supportEndpoints } from '@tilth/domain';
import { Navigate } from 'react-router';
import { call } from '../../api/client';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import { PageHeader } from '../../ui/PageHeader';
import { TextMessageList } from '../alertChannels/TextMessageList';
import { useSignedInAccount } from '../auth/useAccount';
import { outboxMessages } from './messages';

const fetchOutbox = (signal?: AbortSignal) => call(supportEndpoints.outbox, { query: { limit: 200 }, signal });

/** Plain text with its web links clickable, so an invitation link can be opened or copied. */
function Linkified({ text }: { text: string }) {
  return text.split(/(https?:\/\/[^\s<>"]+)/g).map((part, index) =>
    index % 2 === 1 ? (
      <Anchor key={index} href={part} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
        {part}
      </Anchor>
    ) : (
      part
    ),
  );
}

/** /dashboard/outbox: the mail the server kept instead of sending (no SMTP_URL), for the platform admin. */
export default function OutboxPage() {
  const { profile } = useSignedInAccount();
  if (!profile.permissions.includes('outbox:read')) return <Navigate to="/not-found" replace />;
  return <Outbox />;
}

function Outbox() {
  const t = useT(outboxMessages);
  const mails = useQuery({ queryKey: ['outbox'], queryFn: ({ signal }) => fetchOutbox(signal), staleTime: 0 });

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {mails.isPending ? (
        <Stack gap="sm" aria-label={t('loading')}>
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      ) : mails.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {loadFailed(t('loadFailed'), mails.error)}
        </Alert>
      ) : mails.data.length === 0 ? (
        <EmptyCard icon={<IconMailOpened aria-hidden />} title={t('emptyTitle')} description={t('emptyDescription')} />
      ) : (
        <Accordion chevronPosition="right" variant="contained" radius="lg" aria-label={t('keptMail')} bg="var(--tilth-surface)">
          {mails.data.map((mail) => (
            <Accordion.Item key={mail.objectId} value={mail.objectId}>
              <Accordion.Control>
                <Stack gap={2}>
                  <Text fw={600}>{mail.subject}</Text>
                  <Text size="sm" c="dimmed">
                    {t('to', { to: mail.to, at: dateTimeText(mail.createdAt, 'viewer') })}
                  </Text>
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>
                {mail.replyTo && (
                  <Text size="sm" c="dimmed" mb="xs">
                    {t('replyTo', { replyTo: mail.replyTo })}
                  </Text>
                )}
                <Text
                  component="pre"
                  size="sm"
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', margin: 0 }}
                >
                  <Linkified text={mail.text} />
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <TextMessageList />
    </>
  );
}
