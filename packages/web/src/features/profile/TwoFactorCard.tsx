import { Alert, Badge, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { secondFactorCodeError } from '@tilth/domain/auth/secondFactor';
import type { TwoFactorSetup } from '@tilth/domain/auth/security';
import type { TwoFactorConfirmBody } from '@tilth/domain/profile/accountSecurity';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/errors';
import { translate } from '../../i18n/catalog';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { dateText } from '../../ui/dateText';
import type { Flash } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import { RecoveryCodes, TwoFactorQr } from '../auth/TwoFactorParts';
import {
  accountSecurityKeys,
  disableTwoFactor,
  enableTwoFactor,
  fetchAccountSecurity,
  renewRecoveryCodes,
  startTwoFactorSetup,
} from './accountSecurityApi';
import { profileMessages } from './messages';

type Mode = 'idle' | 'setup' | 'disable' | 'renew';

/** A code and the current password, for turning two-step sign-in on or off and for new recovery codes. */
function ConfirmForm({
  codeLabel,
  submitLabel,
  onSubmit,
  onCancel,
  pending,
  error,
  danger,
}: {
  codeLabel: string;
  submitLabel: string;
  onSubmit: (body: TwoFactorConfirmBody) => void;
  onCancel: () => void;
  pending: boolean;
  error: unknown;
  danger?: boolean;
}) {
  const t = useT(profileMessages);
  const [code, setCode] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const codeError = secondFactorCodeError(code);
  const passwordError = currentPassword === '' ? t('currentPasswordRequired') : undefined;
  const server = isApiError(error) ? error : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!codeError && !passwordError) onSubmit({ code, currentPassword });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {server && !server.fields.length && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {server.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={codeLabel}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={(touched && codeError && domainText(codeError)) || (server?.fields.includes('code') ? server.message : undefined)}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            withAsterisk
          />
          <PasswordInput
            label={t('currentPassword')}
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.currentTarget.value)}
            error={(touched && passwordError) || (server?.fields.includes('currentPassword') ? server.message : undefined)}
            autoComplete="current-password"
            withAsterisk
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" color={danger ? 'red' : undefined} loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Edit Profile's Two-step sign-in card (issue 36): set up with a QR code, the app's first code and
 * the password; ten recovery codes shown once; off or new codes with the password and a code.
 */
export function TwoFactorCard({ username, flash }: { username: string; flash: Flash }) {
  const t = useT(profileMessages);
  const queryClient = useQueryClient();
  const security = useQuery({ queryKey: accountSecurityKeys.all, queryFn: ({ signal }) => fetchAccountSecurity(signal) });
  const [mode, setMode] = useState<Mode>('idle');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.all });

  const start = useMutation({
    mutationFn: startTwoFactorSetup,
    onSuccess: (data) => {
      setSetup(data);
      setMode('setup');
    },
  });
  const enable = useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (data) => {
      setCodes(data.recoveryCodes);
      setMode('idle');
      setSetup(null);
      flash.show('success', translate(profileMessages, 'twoStepOn'));
      void refresh();
    },
  });
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      setMode('idle');
      flash.show('success', translate(profileMessages, 'twoStepOff'));
      void refresh();
    },
  });
  const renew = useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: (data) => {
      setCodes(data.recoveryCodes);
      setMode('idle');
      void refresh();
    },
  });

  const state = security.data?.twoFactor;
  const cancel = () => {
    setMode('idle');
    setSetup(null);
    enable.reset();
    disable.reset();
    renew.reset();
  };

  return (
    <SectionCard
      title={t('twoStepTitle')}
      description={t('twoStepDescription')}
      actions={
        state && (
          <Badge color={state.enabled ? 'green' : 'gray'} variant="light" size="lg">
            {state.enabled ? t('on') : t('off')}
          </Badge>
        )
      }
    >
      <Stack gap="md">
        {security.error && <Text c="red">{security.error.message}</Text>}
        {codes && (
          <Stack gap="sm">
            <RecoveryCodes codes={codes} username={username} />
            <Group>
              <Button onClick={() => setCodes(null)}>{t('savedCodes')}</Button>
            </Group>
          </Stack>
        )}
        {state && !codes && mode === 'idle' && (
          <>
            <Text size="sm">
              {state.enabled
                ? t('onSince', { date: dateText(state.enabledAt!, 'viewer'), left: state.recoveryCodesLeft })
                : t('offPasswordOnly')}
              {state.required && t('roleNeedsTwoStep')}
            </Text>
            <Group gap="sm">
              {state.enabled ? (
                <>
                  <Button variant="default" onClick={() => setMode('renew')}>
                    {t('newRecoveryCodes')}
                  </Button>
                  <Button variant="default" color="red" onClick={() => setMode('disable')}>
                    {state.required ? t('moveToNewPhone') : t('turnOff')}
                  </Button>
                </>
              ) : (
                <Button onClick={() => start.mutate()} loading={start.isPending}>
                  {t('turnOnTwoStep')}
                </Button>
              )}
            </Group>
            {start.error && <Text c="red">{start.error.message}</Text>}
          </>
        )}
        {mode === 'setup' && setup && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <TwoFactorQr secret={setup.secret} uri={setup.uri} />
            <Stack gap="sm" justify="center">
              <Text size="sm">{t('confirmWithCode')}</Text>
              <ConfirmForm
                codeLabel={t('codeFromApp')}
                submitLabel={t('turnOn')}
                onSubmit={(body) => enable.mutate(body)}
                onCancel={cancel}
                pending={enable.isPending}
                error={enable.error}
              />
            </Stack>
          </SimpleGrid>
        )}
        {mode === 'disable' && (
          <Stack gap="sm">
            <Text size="sm">{state?.required ? t('offAgainOnNewPhone') : t('willAskPasswordOnly')}</Text>
            <ConfirmForm
              codeLabel={t('codeOrRecovery')}
              submitLabel={t('turnOff')}
              danger
              onSubmit={(body) => disable.mutate(body)}
              onCancel={cancel}
              pending={disable.isPending}
              error={disable.error}
            />
          </Stack>
        )}
        {mode === 'renew' && (
          <Stack gap="sm">
            <Text size="sm">{t('tenNewCodes')}</Text>
            <ConfirmForm
              codeLabel={t('codeOrRecovery')}
              submitLabel={t('makeNewCodes')}
              onSubmit={(body) => renew.mutate(body)}
              onCancel={cancel}
              pending={renew.isPending}
              error={renew.error}
            />
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
