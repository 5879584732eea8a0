import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AuthScreen } from '../../ui/AuthScreen';
import { requestPasswordLink } from './securityApi';

/** /forgot-password (issue 36): a link to set a new password, mailed if the account exists; the answer never says. */
export default function ForgotPasswordPage() {
  const [login, setLogin] = useState('');
  const [touched, setTouched] = useState(false);
  const request = useMutation({ mutationFn: () => requestPasswordLink(login.trim()) });
  const error = login.trim() === '' ? 'Username or e-mail is required' : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!error) request.mutate();
  };

  return (
    <AuthScreen title="Forgot password">
      {request.data ? (
        <Stack gap="md">
          <Title order={1} size="h2">
            Check your e-mail
          </Title>
          <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
            {request.data}
          </Alert>
          <Text size="sm">Open the link on any device to set a new password; then sign in with it.</Text>
          <Anchor component={Link} to="/login" ta="center" size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                Forgot password
              </Title>
              <Text c="dimmed" mt={4}>
                Type your username or e-mail. We’ll mail you a link to set a new password.
              </Text>
            </div>
            {request.error && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {request.error.message}
              </Alert>
            )}
            <TextInput
              label="Username or e-mail"
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
              {request.isPending ? 'Sending...' : 'Send me a link'}
            </Button>
            <Anchor component={Link} to="/login" ta="center" size="sm">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthScreen>
  );
}
