import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ACCOUNT_PASSWORD_PATTERN } from '@tilth/domain/accounts/fields';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { translate } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { AuthScreen } from '../../ui/AuthScreen';
import { accountMessages } from './accountMessages';
import { checkResetLink, resetPassword } from './securityApi';

const passwordError = (password: string) =>
  password === ''
    ? translate(accountMessages, 'newPasswordRequired')
    : ACCOUNT_PASSWORD_PATTERN.test(password)
      ? undefined
      : translate(accountMessages, 'newPasswordPattern');

/** /reset-password?id=…&key=… (issue 36): the mailed link's page to set a new password. */
export default function ResetPasswordPage() {
  const t = useT(accountMessages);
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
    repeat: repeat === password ? undefined : t('passwordsDiffer'),
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!errors.password && !errors.repeat) reset.mutate();
  };
  const broken = !id || !key ? t('linkIncomplete') : link.error?.message;

  return (
    <AuthScreen title={t('resetTitle')}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('resetTitle')}
        </Title>
        {reset.isSuccess ? (
          <>
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              {t('passwordChanged')}
            </Alert>
            <Button component={Link} to="/login" fullWidth>
              {t('signIn')}
            </Button>
          </>
        ) : broken ? (
          <>
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {broken}
            </Alert>
            <Button component={Link} to="/forgot-password" variant="default" fullWidth>
              {t('askNewLink')}
            </Button>
          </>
        ) : link.isPending ? (
          <Loader mx="auto" aria-label={t('checkingLink')} />
        ) : (
          <form noValidate onSubmit={submit}>
            <Stack gap="md">
              {reset.error && (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {reset.error.message}
                </Alert>
              )}
              <PasswordInput
                label={t('newPassword')}
                description={t('passwordRule')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={touched ? errors.password : undefined}
                autoComplete="new-password"
                withAsterisk
                data-autofocus
              />
              <PasswordInput
                label={t('repeatPassword')}
                value={repeat}
                onChange={(event) => setRepeat(event.currentTarget.value)}
                error={touched ? errors.repeat : undefined}
                autoComplete="new-password"
                withAsterisk
              />
              <Text size="sm" c="dimmed">
                {t('signsOutEverywhere')}
              </Text>
              <Button type="submit" fullWidth disabled={reset.isPending}>
                {reset.isPending ? t('saving') : t('saveNewPassword')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to="/login" ta="center" size="sm">
          {t('backToSignIn')}
        </Anchor>
      </Stack>
    </AuthScreen>
  );
}
