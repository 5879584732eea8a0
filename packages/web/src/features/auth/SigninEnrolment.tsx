import { Alert, Anchor, Button, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { SigninData } from '@tilth/domain';
import { SECOND_FACTOR_SETUP_MESSAGE, secondFactorCodeError } from '@tilth/domain/auth/secondFactor';
import { useEffect, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/errors';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { accountMessages } from './accountMessages';
import { useDomainText } from './useDomainText';
import { signIn } from './authApi';
import { signinTwoFactorSetup } from './securityApi';
import { RecoveryCodes, TwoFactorQr } from './TwoFactorParts';

/**
 * Sign-in for a role that needs two-step sign-in and has none yet (issue 36): a new secret for the
 * app, its first code signs in, and the recovery codes show once before going on.
 */
export default function SigninEnrolment({
  email,
  password,
  onSignedIn,
  onCancel,
}: {
  email: string;
  password: string;
  onSignedIn: (data: SigninData) => void;
  onCancel: () => void;
}) {
  const t = useT(accountMessages);
  // The setup's message and the code's checks are the domain's sentences; the shell, which loads them, isn't there before sign-in.
  useDomainText();
  const setup = useMutation({ mutationFn: () => signinTwoFactorSetup(email, password) });
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const finish = useMutation({ mutationFn: () => signIn({ email, password, code }) });
  const { mutate: start } = setup;
  useEffect(() => start(), [start]);

  if (finish.data) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('twoStepOn')}
        </Title>
        <RecoveryCodes codes={finish.data.recoveryCodes ?? []} username={finish.data.username} />
        <Button onClick={() => onSignedIn(finish.data)}>{t('savedCodes')}</Button>
      </Stack>
    );
  }

  const codeError = secondFactorCodeError(code);
  const failure = setup.error ?? finish.error;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!codeError) finish.mutate();
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('setUpTwoStep')}
          </Title>
          <Text c="dimmed" mt={4} size="sm">
            {domainText(SECOND_FACTOR_SETUP_MESSAGE)}
          </Text>
        </div>
        {failure && !(isApiError(failure) && failure.isCancelled) && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure.message}
          </Alert>
        )}
        {setup.data ? (
          <TwoFactorQr secret={setup.data.secret} uri={setup.data.uri} />
        ) : (
          setup.isPending && <Loader mx="auto" aria-label={t('loading')} />
        )}
        <TextInput
          label={t('codeFromApp')}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setTouched(true);
          }}
          error={touched && codeError ? domainText(codeError) : undefined}
          autoComplete="one-time-code"
          inputMode="numeric"
          disabled={!setup.data}
          withAsterisk
        />
        <Button type="submit" fullWidth disabled={!setup.data || finish.isPending}>
          {finish.isPending ? t('checking') : t('turnOnAndSignIn')}
        </Button>
        <Text ta="center" size="sm">
          <Anchor component="button" type="button" onClick={onCancel}>
            {t('backToSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
