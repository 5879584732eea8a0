import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { SigninBody, SigninData } from '@tilth/domain';
import { SECOND_FACTOR_REQUIRED, SECOND_FACTOR_SETUP_REQUIRED } from '@tilth/domain/auth/secondFactor';
import { singleLineMessage } from '@tilth/domain/api/plainText';
import { checkSigninForm, type SigninFormValues } from '@tilth/domain/auth/signinForm';
import { lazy, Suspense, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/errors';
import { useT } from '../../i18n/useT';
import { signinMessages } from './signinMessages';
import classes from '../../ui/AuthScreen.module.css';

// The endpoints (and zod under them) load when the user signs in, not with the sign-in page (issue 16).
const signIn = async (body: SigninBody) => (await import('./authApi')).signIn(body);
// Two-step sign-in's steps load when the server asks for them: the code, or setting it up (a QR code library).
const SigninCodeStep = lazy(() => import('./SigninCodeStep'));
const SigninEnrolment = lazy(() => import('./SigninEnrolment'));

/** What the server asked for after the password (issue 36). */
type Step = 'password' | 'code' | 'setup';
const errorName = (error: unknown) => (isApiError(error) ? error.error : null);

/**
 * The domain's sign-in checks (checkSigninForm, English) in the card's own catalogue: the sign-in
 * page doesn't load the domain's sentences of every form (i18n/domainText) for three of them.
 */
const CHECKS: Record<string, 'usernameRequired' | 'passwordRequired' | 'usernameOneLine'> = {
  'Username is required': 'usernameRequired',
  'Password is required': 'passwordRequired',
  [singleLineMessage('Username')]: 'usernameOneLine',
};
function checkText(t: (key: (typeof CHECKS)[string]) => string, english: string | undefined): string | undefined {
  const key = english === undefined ? undefined : CHECKS[english];
  return key ? t(key) : english;
}

/**
 * The sign-in call's state: pending, the last failure, and a reset. Plain state rather than React
 * Query's useMutation, whose chunk the sign-in page's budget has no room for (issue 34's catalogue).
 * Only the latest attempt's answer counts.
 */
function useSignInRequest(onSignedIn: (data: SigninData) => void, onFailed: (error: unknown) => void) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const attempt = useRef(0);
  const mutate = (body: SigninBody) => {
    const mine = ++attempt.current;
    setPending(true);
    setError(null);
    signIn(body).then(
      (data) => {
        if (mine !== attempt.current) return;
        setPending(false);
        onSignedIn(data);
      },
      (failure: unknown) => {
        if (mine !== attempt.current) return;
        setPending(false);
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        onFailed(failure);
      },
    );
  };
  const reset = () => {
    attempt.current++;
    setPending(false);
    setError(null);
  };
  return { isPending, error, mutate, reset };
}

/**
 * Sign-in card of spec 000 §2.2; the caller decides what happens once signed in. A plain form, not
 * react-hook-form and zod: it is the first screen, and they would double its weight. As before, a
 * field shows its error once it has changed, and Login waits until both fields are valid.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (data: SigninData) => void }) {
  const t = useT(signinMessages);
  const [values, setValues] = useState<SigninFormValues>({ email: '', password: '' });
  const [changed, setChanged] = useState<Partial<Record<keyof SigninFormValues, true>>>({});
  const check = checkSigninForm(values);
  const errors = check.valid ? {} : check.errors;
  const shownError = (field: keyof SigninFormValues) => (changed[field] ? checkText(t, errors[field]) : undefined);
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
  const signin = useSignInRequest(onSignedIn, (error) => {
    // The password was right: ask for what the account needs next.
    if (errorName(error) === SECOND_FACTOR_REQUIRED) setStep('code');
    if (errorName(error) === SECOND_FACTOR_SETUP_REQUIRED) setStep('setup');
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
            {t('title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('lead')}
          </Text>
        </div>

        {failure && (
          // Not Mantine's Alert: its chunk would cost the sign-in page the room its words' catalogue takes (issue 34).
          <Group role="alert" className={classes.failure} gap="sm" wrap="nowrap" align="flex-start">
            <IconAlertCircle aria-hidden size={20} />
            <Text size="sm">{failure.message}</Text>
          </Group>
        )}

        <TextInput
          label={t('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          {...field('email')}
        />
        <PasswordInput label={t('password')} autoComplete="current-password" withAsterisk {...field('password')} />
        <Text ta="right" size="sm" mt={-8}>
          <Anchor component={Link} to="/forgot-password">
            {t('forgot')}
          </Anchor>
        </Text>

        <Button type="submit" fullWidth disabled={!check.valid || signin.isPending}>
          {signin.isPending ? t('loggingIn') : t('login')}
        </Button>

        <Text ta="center" size="sm">
          <Anchor component={Link} to="/signup">
            {t('signUp')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
