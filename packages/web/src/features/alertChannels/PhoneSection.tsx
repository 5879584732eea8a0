import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { e164PhoneSchema, phoneCodeSchema } from '@tilth/domain/alertChannels/phone';
import type { PhoneState } from '@tilth/domain/alertChannels/schemas';
import { useEffect, useState } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import type { Flash } from '../../ui/flash';
import { useRemovePhone, useSendCode, useSetPhone, useVerifyCode } from './alertChannelsApi';
import { alertChannelsMessages } from './messages';

/** Seconds counting down from the server's resend wait. */
function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/** The phone number for text messages, verified by a texted 6-digit code (issue 32). */
export function PhoneSection({ phone, flash }: { phone: PhoneState; flash: Flash }) {
  const t = useT(alertChannelsMessages);
  const [number, setNumber] = useState(phone.number ?? '');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const setPhone = useSetPhone();
  const removePhone = useRemovePhone();
  const sendCode = useSendCode();
  const verify = useVerifyCode();
  const wait = useCountdown(phone.resendInSeconds);

  const saveNumber = () => {
    const parsed = e164PhoneSchema.safeParse(number);
    if (!parsed.success) return setNumberError(parsed.error.issues[0]?.message ?? t('enterNumber'));
    setNumberError(null);
    setPhone.mutate(parsed.data, {
      onSuccess: (state) => {
        setNumber(state.number ?? '');
        flash.show('success', t('phoneUpdated'));
      },
      onError: (error) => setNumberError(errorText(error)),
    });
  };
  const send = () =>
    sendCode.mutate(undefined, {
      onSuccess: () => flash.show('success', t('codeSent')),
      onError: (error) => setCodeError(errorText(error)),
    });
  const check = () => {
    const parsed = phoneCodeSchema.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message ?? t('enterCode'));
    setCodeError(null);
    verify.mutate(parsed.data, {
      onSuccess: () => {
        setCode('');
        flash.show('success', t('phoneVerified'));
      },
      onError: (error) => setCodeError(errorText(error)),
    });
  };
  const changed = number.trim() !== '' && e164PhoneSchema.safeParse(number).data !== phone.number;

  return (
    <Stack gap="xs" aria-labelledby="phone-heading" component="section">
      <Group gap="xs">
        <Title order={3} size="h5" id="phone-heading">
          {t('textMessages')}
        </Title>
        {phone.number && (
          <Badge variant="light" color={phone.verified ? 'green' : 'yellow'}>
            {phone.verified ? t('verified') : t('notVerified')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('phoneLead')}
      </Text>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('mobileNumber')}
          placeholder="+1 806 555 0142"
          type="tel"
          autoComplete="tel"
          size="md"
          value={number}
          error={numberError && domainText(numberError)}
          onChange={(e) => setNumber(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && saveNumber()}
          style={{ flex: '1 1 220px' }}
        />
        <Button mt={{ base: 0, xs: 30 }} onClick={saveNumber} loading={setPhone.isPending} disabled={!changed}>
          {t('saveNumber')}
        </Button>
        {phone.number && (
          <Button
            mt={{ base: 0, xs: 30 }}
            variant="subtle"
            color="red"
            onClick={() => removePhone.mutate(undefined, { onSuccess: () => setNumber('') })}
            loading={removePhone.isPending}
          >
            {t('removeNumber')}
          </Button>
        )}
      </Group>
      {phone.number && !phone.verified && (
        <Stack gap="xs">
          <Group gap="sm" align="center">
            <Button variant="light" onClick={send} loading={sendCode.isPending} disabled={wait > 0}>
              {phone.codeExpiresAt ? t('sendNewCode') : t('sendCode')}
            </Button>
            <Text size="sm" c="dimmed" aria-live="polite">
              {wait > 0
                ? t('resendIn', { seconds: wait })
                : phone.codeExpiresAt
                  ? t('codeGoodFor')
                  : t('codeGoesTo', { number: phone.number })}
            </Text>
          </Group>
          {phone.codeExpiresAt && (
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={t('codeLabel')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                size="md"
                value={code}
                error={codeError && domainText(codeError)}
                onChange={(e) => setCode(e.currentTarget.value)}
                onKeyDown={(e) => e.key === 'Enter' && check()}
                style={{ flex: '0 1 220px' }}
              />
              <Button mt={{ base: 0, xs: 30 }} onClick={check} loading={verify.isPending}>
                {t('verify')}
              </Button>
            </Group>
          )}
          {!phone.codeExpiresAt && codeError && (
            <Text size="sm" c="red" role="alert">
              {domainText(codeError)}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
