import { Alert, Badge, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { secondFactorCodeError } from '@tilth/domain/auth/secondFactor';
import type { TwoFactorSetup } from '@tilth/domain/auth/security';
import type { TwoFactorConfirmBody } from '@tilth/domain/profile/accountSecurity';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/errors';
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

type Mode = 'idle' | 'setup' | 'disable' | 'renew';
const TITLE = 'Two-step sign-in';

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
  const [code, setCode] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const codeError = secondFactorCodeError(code);
  const passwordError = currentPassword === '' ? 'Current Password is required' : undefined;
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
            error={(touched && codeError) || (server?.fields.includes('code') ? server.message : undefined)}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            withAsterisk
          />
          <PasswordInput
            label="Current Password"
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
            Cancel
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
      flash.show('success', 'Two-step sign-in is on');
      void refresh();
    },
  });
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      setMode('idle');
      flash.show('success', 'Two-step sign-in is off');
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
      title={TITLE}
      description="Signing in asks for a code from an app on your phone as well as the password, so a stolen password alone can’t get in."
      actions={
        state && (
          <Badge color={state.enabled ? 'green' : 'gray'} variant="light" size="lg">
            {state.enabled ? 'On' : 'Off'}
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
              <Button onClick={() => setCodes(null)}>I saved my codes</Button>
            </Group>
          </Stack>
        )}
        {state && !codes && mode === 'idle' && (
          <>
            <Text size="sm">
              {state.enabled
                ? `On since ${dateText(state.enabledAt!, 'viewer')}. ${state.recoveryCodesLeft} of 10 recovery codes left.`
                : 'Off: signing in asks for the password only.'}
              {state.required && ' Your role needs two-step sign-in.'}
            </Text>
            <Group gap="sm">
              {state.enabled ? (
                <>
                  <Button variant="default" onClick={() => setMode('renew')}>
                    New recovery codes
                  </Button>
                  <Button variant="default" color="red" onClick={() => setMode('disable')}>
                    {state.required ? 'Move to a new phone' : 'Turn off'}
                  </Button>
                </>
              ) : (
                <Button onClick={() => start.mutate()} loading={start.isPending}>
                  Turn on two-step sign-in
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
              <Text size="sm">Then confirm with the app’s code and your password.</Text>
              <ConfirmForm
                codeLabel="Code from the app"
                submitLabel="Turn on"
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
            <Text size="sm">
              {state?.required
                ? 'This turns it off; your next sign-in sets it up again on the new phone.'
                : 'Signing in will ask for the password only.'}
            </Text>
            <ConfirmForm
              codeLabel="Code from the app or a recovery code"
              submitLabel="Turn off"
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
            <Text size="sm">Ten new codes replace the old ones, which stop working.</Text>
            <ConfirmForm
              codeLabel="Code from the app or a recovery code"
              submitLabel="Make new codes"
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
