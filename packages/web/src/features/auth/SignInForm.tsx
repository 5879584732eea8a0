import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { SigninBody, SigninData } from '@tilth/domain';
import { SECOND_FACTOR_REQUIRED, SECOND_FACTOR_SETUP_REQUIRED } from '@tilth/domain/auth/secondFactor';
import { checkSigninForm, type SigninFormValues } from '@tilth/domain/auth/signinForm';
import { lazy, Suspense, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/errors';

// The endpoints (and zod under them) load when the user signs in, not with the sign-in page (issue 16).
const signIn = async (body: SigninBody) => (await import('./authApi')).signIn(body);
// Two-step sign-in's steps load when the server asks for them: the code, or setting it up (a QR code library).
const SigninCodeStep = lazy(() => import('./SigninCodeStep'));
const SigninEnrolment = lazy(() => import('./SigninEnrolment'));

/** What the server asked for after the password (issue 36). */
type Step = 'password' | 'code' | 'setup';
const errorName = (error: unknown) => (isApiError(error) ? error.error : null);

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

  const [step, setStep] = useState<Step>('password');
  const signin = useMutation({
    mutationFn: signIn,
    onSuccess: onSignedIn,
    onError: (error) => {
      // The password was right: ask for what the account needs next.
      if (errorName(error) === SECOND_FACTOR_REQUIRED) setStep('code');
      if (errorName(error) === SECOND_FACTOR_SETUP_REQUIRED) setStep('setup');
    },
  });
  const failure =
    signin.error && !(isApiError(signin.error) && signin.error.isCancelled) && errorName(signin.error) !== SECOND_FACTOR_REQUIRED
      ? signin.error
      : null;
  const restart = () => {
    setStep('password');
    signin.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChanged({ email: true, password: true });
    if (check.valid) signin.mutate(check.body);
  };

  if (step === 'setup' && check.valid) {
    return (
      <Suspense fallback={null}>
        <SigninEnrolment email={check.body.email} password={check.body.password} onSignedIn={onSignedIn} onCancel={restart} />
      </Suspense>
    );
  }

  if (step === 'code' && check.valid) {
    return (
      <Suspense fallback={null}>
        <SigninCodeStep
          pending={signin.isPending}
          failure={failure}
          onSubmit={(code) => signin.mutate({ ...check.body, code })}
          onCancel={restart}
        />
      </Suspense>
    );
  }

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
        <Text ta="right" size="sm" mt={-8}>
          <Anchor component={Link} to="/forgot-password">
            Forgot password?
          </Anchor>
        </Text>

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
