import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notificationEndpoints } from '@tilth/domain/notifications/endpoints';
import { UNSUBSCRIBE_MESSAGES } from '@tilth/domain/notifications/schemas';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../api/client';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { AuthScreen } from '../../ui/AuthScreen';
import { errorText } from '../../ui/apiMessages';
import { notificationsMessages } from './messages';

/** /alerts/unsubscribe?token=…: the one-click link of an alert e-mail; needs no sign-in. */
export default function UnsubscribePage() {
  const t = useT(notificationsMessages);
  const token = useSearchParams()[0].get('token') ?? '';
  const answer = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => call(notificationEndpoints.unsubscribe, { query: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  let body;
  if (!token) body = <Alert color="red">{domainText(UNSUBSCRIBE_MESSAGES.invalid)}</Alert>;
  else if (answer.isPending) body = <Loader aria-label={t('unsubscribing')} />;
  else if (answer.isError) body = <Alert color="red">{errorText(answer.error)}</Alert>;
  else body = <Alert color="green">{answer.data.message}</Alert>;
  return (
    <AuthScreen title={t('unsubscribeTitle')}>
      <Stack gap="md">
        <Title order={1} size="h3">
          {t('alertEmails')}
        </Title>
        {body}
        <Text size="sm">
          <Anchor component={Link} to="/dashboard/edit-account">
            {t('changeAlerts')}
          </Anchor>
        </Text>
      </Stack>
    </AuthScreen>
  );
}
