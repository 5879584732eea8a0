import { Group, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { SHOP_TEXT, type PaymentProfile } from '@tilth/domain';
import { useState } from 'react';
import { domainText } from '../../../i18n/domainText';
import { useT } from '../../../i18n/useT';
import type { CardToken } from '../cardToken';
import { shopMessages } from '../messages';
import { PaymentCardForm } from '../PaymentCardForm';
import { createCustomer, shopKeys, updateCustomer } from '../shopApi';
import { cardLabel } from '../shopText';

/** The card that pays: the customer's default card, or (none yet) a form to save one first. */
export function SavedCardPayment({ userId, profile }: { userId: string; profile: PaymentProfile }) {
  const t = useT(shopMessages);
  const queryClient = useQueryClient();
  const customer = profile.stripeCustomerDetails;
  const card = customer?.sources.data.find((c) => c.id === customer.default_source);
  const [error, setError] = useState<string | null>(null);
  if (card) {
    return (
      <Group gap="xs" wrap="nowrap" data-testid="checkout-card">
        <IconCreditCard size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">{t('defaultCardPays', { card: cardLabel(card) })}</Text>
      </Group>
    );
  }
  async function saveCard(token: CardToken) {
    try {
      const answer = customer ? await updateCustomer(userId, { token: token.id }) : await createCustomer(token.id);
      setError(null);
      queryClient.setQueryData<PaymentProfile>(shopKeys.paymentProfile(userId), (old) =>
        old ? { ...old, stripeCustomerDetails: answer.stripeCustomerDetails } : old,
      );
    } catch (failure) {
      // The card form shows the provider's reason under it.
      setError(domainText(SHOP_TEXT.cardUpdateFailed));
      throw failure;
    }
  }
  return (
    <Stack gap="xs">
      <Text size="sm">{t('addCardThatPays')}</Text>
      <PaymentCardForm provider={profile.provider} submitLabel={t('saveCard')} onToken={saveCard} />
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
