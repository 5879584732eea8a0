import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { SigninBody, SigninData } from '@tilth/domain';
import { checkSigninForm, type SigninFormValues } from '@tilth/domain/auth/signinForm';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/errors';

// The endpoints (and zod under them) load when the user signs in, not with the sign-in page (issue 16).
const signIn = async (body: SigninBody) => (await import('./authApi')).signIn(body);

/**
 * Sign-in card of spec 000 §2.2; the caller decides what happens once signed in. A plain form, not
 * react-hook-form and zod: it is the first screen, and they would double its weight. As before, a
 * field shows its error once it has changed, and Login waits until both fields are valid.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (data: SigninData) => void }) {
  const [values, setValues] = useState<SigninFormValues>({ email: '', password: '' });
  const [changed, setChanged] = useState<Partial<Record<keyof SigninFormValues, true>>>({});
  const check = checkSigninForm(values);
  const errors = check.valid ? {} : check.errors;
  const shownError = (field: keyof SigninFormValues) => (changed[field] ? errors[field] : undefined);
  const field = (name: keyof SigninFormValues) => ({
    name,
    value: values[name],
    error: shownError(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [name]: value }));
      setChanged((previous) => ({ ...previous, [name]: true }));
    },
  });

  const signin = useMutation({ mutationFn: signIn, onSuccess: onSignedIn });
  const failure = signin.error && !(isApiError(signin.error) && signin.error.isCancelled) ? signin.error : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChanged({ email: true, password: true });
    if (check.valid) signin.mutate(check.body);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Sign In
          </Title>
          <Text c="dimmed" mt={4}>
            Log in to your account to continue.
          </Text>
        </div>

        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure.message}
          </Alert>
        )}

        <TextInput label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} withAsterisk {...field('email')} />
        <PasswordInput label="Password" autoComplete="current-password" withAsterisk {...field('password')} />

        <Button type="submit" fullWidth disabled={!check.valid || signin.isPending}>
          {signin.isPending ? 'Logging In...' : 'Login'}
        </Button>

        <Text ta="center" size="sm">
          <Anchor component={Link} to="/signup">
            Don't have an account? Sign up!
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
