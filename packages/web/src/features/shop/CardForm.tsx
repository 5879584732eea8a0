import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCreditCard } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { groupCardNumber, parseExpiry, type CardFormProps } from './cardToken';
import { shopMessages } from './messages';
import { createLocalCardToken } from './shopApi';

/**
 * The local provider's card form (spec 002 §2.8 "card tokenizing goes through a card payment
 * provider"): the number is sent to POST /local-pay/tokens only and cleared from the form as soon
 * as that call answers; the caller only ever sees the token.
 */
export function CardForm({ submitLabel, onToken, disabled, autoFocus }: CardFormProps) {
  const t = useT(shopMessages);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseExpiry(expiry);
    if (!parsed) {
      setError(t('expiryInvalid'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const token = await createLocalCardToken({ number, cvc, name: name.trim() || undefined, ...parsed });
      setNumber('');
      setCvc('');
      await onToken({ id: token.id, ...token.card });
      setExpiry('');
      setName('');
    } catch (cause) {
      // The reason (not a test card, expired, declined when saved) shows under the form; the caller may say more.
      setNumber('');
      setCvc('');
      setError(errorText(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label={t('cardDetails')} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('cardNumber')}
          placeholder="4242 4242 4242 4242"
          inputMode="numeric"
          autoComplete="cc-number"
          autoFocus={autoFocus}
          required
          value={number}
          onChange={(event) => setNumber(groupCardNumber(event.currentTarget.value))}
          leftSection={<IconCreditCard size={18} aria-hidden />}
        />
        <SimpleGrid cols={{ base: 2 }} spacing="sm">
          <TextInput
            label={t('expiry')}
            placeholder={t('expiryPlaceholder')}
            autoComplete="cc-exp"
            required
            value={expiry}
            onChange={(event) => setExpiry(event.currentTarget.value.slice(0, 7))}
          />
          <TextInput
            label={t('cvc')}
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            required
            value={cvc}
            onChange={(event) => setCvc(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
          />
        </SimpleGrid>
        <TextInput label={t('nameOnCard')} autoComplete="cc-name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" p="xs">
            {error}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            {t('testCardsOnly')}
          </Text>
          <Button type="submit" loading={busy} disabled={disabled}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
