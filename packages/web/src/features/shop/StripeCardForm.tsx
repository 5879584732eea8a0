import { Alert, Box, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
// The pure entry loads Stripe's script only when loadStripe runs, not on import.
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { intlLocale } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import type { CardFormProps } from './cardToken';
import { shopMessages } from './messages';
import { fetchStripeKey, shopKeys } from './shopApi';

/**
 * Card entry with the Stripe provider (spec 002 §2.8): Stripe's own Card Element, started with the
 * public key from GET /stripe/key, tokenises the card in the browser. This module is loaded only
 * when the provider is Stripe, so the local (offline) app never asks for Stripe's script.
 */
export default function StripeCardForm({ submitLabel, onToken, disabled }: CardFormProps) {
  const t = useT(shopMessages);
  const key = useQuery({ queryKey: shopKeys.stripeKey, queryFn: ({ signal }) => fetchStripeKey(signal), staleTime: Infinity });
  const publishableKey = key.data?.stripeAPIKey.key ?? null;
  const mountRef = useRef<HTMLDivElement>(null);
  const [client, setClient] = useState<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const labelId = useId();

  useEffect(() => {
    if (!publishableKey || !mountRef.current) return;
    let card: StripeCardElement | null = null;
    let cancelled = false;
    const target = mountRef.current;
    loadStripe(publishableKey)
      .then((stripe) => {
        if (cancelled || !stripe) return;
        // Stripe's own words (its field's placeholders and its errors) in the app's language; English keeps Stripe's 'auto'.
        card = stripe.elements({ locale: intlLocale() === 'es-419' ? 'es-419' : 'auto' }).create('card', { hidePostalCode: true });
        card.mount(target);
        card.on('change', (event) => setError(event.error?.message ?? null));
        setClient({ stripe, card });
      })
      .catch((cause: unknown) => setError(errorText(cause)));
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!client) return;
    setBusy(true);
    try {
      const result = await client.stripe.createToken(client.card, { name: name.trim() || undefined });
      if (result.error) {
        setError(result.error.message ?? t('cardUnreadable'));
        return;
      }
      client.card.clear();
      await onToken({ id: result.token.id, brand: result.token.card?.brand ?? 'card', last4: result.token.card?.last4 ?? '' });
      setName('');
    } catch {
      // The caller reports its own failure; the form only stops its spinner (spec 002 §8 "Card token error").
    } finally {
      setBusy(false);
    }
  }

  if (key.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(key.error)}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} aria-label={t('cardDetails')}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id={labelId}>
            {t('card')}
          </Text>
          {!client && <Skeleton h={40} radius="sm" aria-label={t('loadingCardForm')} />}
          <Box
            ref={mountRef}
            role="group"
            aria-labelledby={labelId}
            p="sm"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
            hidden={!client}
          />
        </Stack>
        <TextInput label={t('nameOnCard')} autoComplete="cc-name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" p="xs">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={disabled || !client}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
