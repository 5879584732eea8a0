import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { secondFactorCodeError } from '@tilth/domain/auth/secondFactor';
import { useState, type FormEvent } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { accountMessages } from './accountMessages';
import { useDomainText } from './useDomainText';

/** The sign-in step after the password for an account with two-step sign-in (issue 36): the app's code or a recovery code. */
export default function SigninCodeStep({
  pending,
  failure,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  failure: Error | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const t = useT(accountMessages);
  // The code's checks are the domain's sentences; the shell, which loads them, isn't there before sign-in.
  useDomainText();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const codeError = secondFactorCodeError(code);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!codeError) onSubmit(code);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('twoStepTitle')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('codeLead')}
          </Text>
        </div>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure.message}
          </Alert>
        )}
        <TextInput
          label={t('code')}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setTouched(true);
          }}
          error={touched && codeError ? domainText(codeError) : undefined}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          withAsterisk
        />
        <Button type="submit" fullWidth disabled={pending}>
          {pending ? t('checking') : t('verify')}
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
