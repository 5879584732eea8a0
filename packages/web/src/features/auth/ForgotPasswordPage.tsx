import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { AuthScreen } from '../../ui/AuthScreen';
import { accountMessages } from './accountMessages';
import { requestPasswordLink } from './securityApi';

/** /forgot-password (issue 36): a link to set a new password, mailed if the account exists; the answer never says. */
export default function ForgotPasswordPage() {
  const t = useT(accountMessages);
  const [login, setLogin] = useState('');
  const [touched, setTouched] = useState(false);
  const request = useMutation({ mutationFn: () => requestPasswordLink(login.trim()) });
  const error = login.trim() === '' ? t('loginRequired') : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!error) request.mutate();
  };

  return (
    <AuthScreen title={t('forgotTitle')}>
      {request.data ? (
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('checkEmail')}
          </Title>
          <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
            {request.data}
          </Alert>
          <Text size="sm">{t('openLink')}</Text>
          <Anchor component={Link} to="/login" ta="center" size="sm">
            {t('backToSignIn')}
          </Anchor>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {t('forgotTitle')}
              </Title>
              <Text c="dimmed" mt={4}>
                {t('forgotLead')}
              </Text>
            </div>
            {request.error && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {request.error.message}
              </Alert>
            )}
            <TextInput
              label={t('loginLabel')}
              value={login}
              onChange={(event) => {
                setLogin(event.currentTarget.value);
                setTouched(true);
              }}
              error={touched ? error : undefined}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              withAsterisk
              data-autofocus
            />
            <Button type="submit" fullWidth disabled={request.isPending}>
              {request.isPending ? t('sending') : t('sendLink')}
            </Button>
            <Anchor component={Link} to="/login" ta="center" size="sm">
              {t('backToSignIn')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthScreen>
  );
}
