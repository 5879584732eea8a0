import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ACCOUNT_PASSWORD_PATTERN } from '@tilth/domain/accounts/fields';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthScreen } from '../../ui/AuthScreen';
import { checkResetLink, resetPassword } from './securityApi';

const passwordError = (password: string) =>
  password === ''
    ? 'New Password is required'
    : ACCOUNT_PASSWORD_PATTERN.test(password)
      ? undefined
      : 'New Password must be 3 to 30 letters or digits';

/** /reset-password?id=…&key=… (issue 36): the mailed link's page to set a new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const key = params.get('key') ?? '';
  const link = useQuery({
    queryKey: ['reset-link', id, key],
    queryFn: () => checkResetLink(id, key),
    retry: false,
    enabled: Boolean(id && key),
  });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const reset = useMutation({ mutationFn: () => resetPassword(id, key, password) });
  const errors = {
    password: passwordError(password),
    repeat: repeat === password ? undefined : 'The two passwords are not the same',
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!errors.password && !errors.repeat) reset.mutate();
  };
  const broken = !id || !key ? 'This link is incomplete. Open it from the e-mail again, or ask for a new one.' : link.error?.message;

  return (
    <AuthScreen title="Set a new password">
      <Stack gap="md">
        <Title order={1} size="h2">
          Set a new password
        </Title>
        {reset.isSuccess ? (
          <>
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              Your password was changed, and every device signed in with the old one was signed out.
            </Alert>
            <Button component={Link} to="/login" fullWidth>
              Sign in
            </Button>
          </>
        ) : broken ? (
          <>
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {broken}
            </Alert>
            <Button component={Link} to="/forgot-password" variant="default" fullWidth>
              Ask for a new link
            </Button>
          </>
        ) : link.isPending ? (
          <Loader mx="auto" aria-label="Checking the link" />
        ) : (
          <form noValidate onSubmit={submit}>
            <Stack gap="md">
              {reset.error && (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {reset.error.message}
                </Alert>
              )}
              <PasswordInput
                label="New Password"
                description="3 to 30 letters or digits"
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={touched ? errors.password : undefined}
                autoComplete="new-password"
                withAsterisk
                data-autofocus
              />
              <PasswordInput
                label="Repeat the new password"
                value={repeat}
                onChange={(event) => setRepeat(event.currentTarget.value)}
                error={touched ? errors.repeat : undefined}
                autoComplete="new-password"
                withAsterisk
              />
              <Text size="sm" c="dimmed">
                Saving it signs the account out on every device.
              </Text>
              <Button type="submit" fullWidth disabled={reset.isPending}>
                {reset.isPending ? 'Saving...' : 'Save the new password'}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to="/login" ta="center" size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </AuthScreen>
  );
}
