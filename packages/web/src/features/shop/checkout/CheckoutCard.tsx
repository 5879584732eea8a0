import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { PaymentProfile } from '@tilth/domain';
import { useT } from '../../../i18n/useT';
import type { CardToken } from '../cardToken';
import { shopMessages } from '../messages';
import { PaymentCardForm } from '../PaymentCardForm';
import { cardLabel } from '../shopText';

/**
 * A member who may buy but not keep cards enters the card for this purchase only; its token goes
 * with the purchase (spec 002 §2.8 "regular users add a card at checkout").
 */
export function CheckoutCard({
  provider,
  token,
  onToken,
}: {
  provider: PaymentProfile['provider'];
  token: CardToken | null;
  onToken: (token: CardToken | null) => void;
}) {
  const t = useT(shopMessages);
  if (token) {
    return (
      <Group justify="space-between" gap="xs" data-testid="checkout-card">
        <Group gap="xs" wrap="nowrap">
          <IconCreditCard size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{t('cardPaysPurchase', { card: cardLabel(token) })}</Text>
        </Group>
        <Button variant="subtle" size="xs" onClick={() => onToken(null)}>
          {t('useAnotherCard')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm">{t('enterCardForPurchase')}</Text>
      <PaymentCardForm provider={provider} submitLabel={t('useThisCard')} onToken={async (card) => onToken(card)} />
    </Stack>
  );
}
