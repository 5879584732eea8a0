import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { PaymentProfile } from '@tilth/domain';
import type { CardToken } from '../cardToken';
import { PaymentCardForm } from '../PaymentCardForm';
import { cardLabel } from '../SavedCards';

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
  if (token) {
    return (
      <Group justify="space-between" gap="xs" data-testid="checkout-card">
        <Group gap="xs" wrap="nowrap">
          <IconCreditCard size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{cardLabel(token)} pays for this purchase.</Text>
        </Group>
        <Button variant="subtle" size="xs" onClick={() => onToken(null)}>
          Use another card
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm">Enter the card that pays for this purchase; it is not kept for later.</Text>
      <PaymentCardForm provider={provider} submitLabel="Use this card" onToken={async (card) => onToken(card)} />
    </Stack>
  );
}
