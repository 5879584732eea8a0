import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AuthScreen } from '../../ui/AuthScreen';
import { confirmEmail } from './securityApi';

/**
 * /confirm-email?id=…&key=… (issue 36): the link mailed to a new address. A button, not on load: mail
 * scanners open links, and only the person should change the address.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const key = params.get('key') ?? '';
  const confirm = useMutation({ mutationFn: () => confirmEmail(id, key) });
  return (
    <AuthScreen title="Confirm your e-mail">
      <Stack gap="md">
        <Title order={1} size="h2">
          Confirm your new e-mail
        </Title>
        {confirm.data ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            Done: your account’s e-mail is now {confirm.data.email}. Sign in with it from now on.
          </Alert>
        ) : (
          <>
            {confirm.error && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {confirm.error.message}
              </Alert>
            )}
            <Text>Use this address for your Tilth account? Until you confirm, the account keeps its old one.</Text>
            <Button onClick={() => confirm.mutate()} disabled={!id || !key || confirm.isPending} fullWidth>
              {confirm.isPending ? 'Confirming...' : 'Confirm this e-mail'}
            </Button>
          </>
        )}
        <Anchor component={Link} to="/login" ta="center" size="sm">
          Go to sign in
        </Anchor>
      </Stack>
    </AuthScreen>
  );
}
