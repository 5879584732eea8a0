import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../i18n/useT';
import { AuthScreen } from '../../ui/AuthScreen';
import { accountMessages } from './accountMessages';
import { confirmEmail } from './securityApi';

/**
 * /confirm-email?id=…&key=… (issue 36): the link mailed to a new address. A button, not on load: mail
 * scanners open links, and only the person should change the address.
 */
export default function ConfirmEmailPage() {
  const t = useT(accountMessages);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const key = params.get('key') ?? '';
  const confirm = useMutation({ mutationFn: () => confirmEmail(id, key) });
  return (
    <AuthScreen title={t('confirmDocTitle')}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('confirmTitle')}
        </Title>
        {confirm.data ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {t('confirmDone', { email: confirm.data.email })}
          </Alert>
        ) : (
          <>
            {confirm.error && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {confirm.error.message}
              </Alert>
            )}
            <Text>{t('confirmLead')}</Text>
            <Button onClick={() => confirm.mutate()} disabled={!id || !key || confirm.isPending} fullWidth>
              {confirm.isPending ? t('confirming') : t('confirmButton')}
            </Button>
          </>
        )}
        <Anchor component={Link} to="/login" ta="center" size="sm">
          {t('goToSignIn')}
        </Anchor>
      </Stack>
    </AuthScreen>
  );
}
