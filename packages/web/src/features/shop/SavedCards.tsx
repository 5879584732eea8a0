import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOP_TEXT, type PaymentProfile, type SavedCard } from '@tilth/domain';
import { useState } from 'react';
import { translate } from '../../i18n/catalog';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import type { Flash } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import type { CardToken } from './cardToken';
import { shopMessages } from './messages';
import { PaymentCardForm } from './PaymentCardForm';
import { createCustomer, shopKeys, updateCustomer } from './shopApi';
import { cardLabel } from './shopText';

function CardLine({
  card,
  isDefault,
  onMakeDefault,
  busy,
}: {
  card: SavedCard;
  isDefault: boolean;
  onMakeDefault: () => void;
  busy: boolean;
}) {
  const t = useT(shopMessages);
  const expires = t('cardExpires', { month: String(card.exp_month).padStart(2, '0'), year: card.exp_year });
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="saved-card">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <IconCreditCard size={22} aria-hidden />
          <Stack gap={0} miw={0}>
            <Text fw={600}>{cardLabel(card)}</Text>
            <Text size="sm" c="dimmed" truncate>
              {[card.name, expires].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </Group>
        {isDefault ? (
          <Badge variant="light" color="field" data-testid="default-card">
            {t('defaultCard')}
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="default"
            onClick={onMakeDefault}
            disabled={busy}
            aria-label={t('makeDefaultCard', { card: cardLabel(card) })}
          >
            {t('makeDefault')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * Saved cards (spec 002 §2.8): the provider customer's cards from the profile's payment part; a new
 * default applies at once and is put back with "Couldnt change your default card" if the call fails.
 * Only admins may keep cards; everyone else reads that they add a card at checkout.
 */
export function SavedCards({ userId, profile, flash }: { userId: string; profile: PaymentProfile; flash: Flash }) {
  const t = useT(shopMessages);
  const queryClient = useQueryClient();
  const key = shopKeys.paymentProfile(userId);
  const [adding, setAdding] = useState(false);
  const customer = profile.stripeCustomerDetails;

  const makeDefault = useMutation({
    mutationFn: (sourceId: string) => updateCustomer(userId, { sourceId, changeDefaultPayment: true }),
    onMutate: async (sourceId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PaymentProfile>(key);
      queryClient.setQueryData<PaymentProfile>(key, (old) =>
        old?.stripeCustomerDetails ? { ...old, stripeCustomerDetails: { ...old.stripeCustomerDetails, default_source: sourceId } } : old,
      );
      return { before };
    },
    onError: (_error, _sourceId, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      flash.show('error', domainText(SHOP_TEXT.defaultCardFailed));
    },
    onSuccess: ({ stripeCustomerDetails }) => {
      queryClient.setQueryData<PaymentProfile>(key, (old) => (old ? { ...old, stripeCustomerDetails } : old));
      flash.show('success', translate(shopMessages, 'defaultCardChanged'));
    },
  });

  async function addCard(token: CardToken) {
    try {
      const answer = customer ? await updateCustomer(userId, { token: token.id }) : await createCustomer(token.id);
      queryClient.setQueryData<PaymentProfile>(key, (old) => (old ? { ...old, stripeCustomerDetails: answer.stripeCustomerDetails } : old));
      setAdding(false);
      flash.show('success', translate(shopMessages, 'cardSaved'));
    } catch (error) {
      flash.show('error', domainText(SHOP_TEXT.cardUpdateFailed));
      throw error;
    }
  }

  if (!profile.canUseSavedCards) {
    return (
      <SectionCard title={t('savedCards')}>
        <Text size="sm" data-testid="saved-cards-admin-only">
          {domainText(SHOP_TEXT.savedCardsAdminOnly)}
        </Text>
      </SectionCard>
    );
  }
  const cards = customer?.sources.data ?? [];
  return (
    <SectionCard
      title={t('savedCards')}
      description={t('savedCardsDescription')}
      actions={
        !adding && (
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('addCard')}
          </Button>
        )
      }
    >
      <Stack gap="sm">
        {cards.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noSavedCards')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" aria-label={t('savedCards')} p={0} m={0} style={{ listStyle: 'none' }}>
            {cards.map((card) => (
              <CardLine
                key={card.id}
                card={card}
                isDefault={card.id === customer?.default_source}
                onMakeDefault={() => makeDefault.mutate(card.id)}
                busy={makeDefault.isPending}
              />
            ))}
          </Stack>
        )}
        {adding && (
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" mb="sm">
              <Text fw={600}>{t('newCard')}</Text>
              <Button variant="subtle" size="xs" onClick={() => setAdding(false)}>
                {t('cancel')}
              </Button>
            </Group>
            <PaymentCardForm provider={profile.provider} submitLabel={t('saveCard')} onToken={addCard} autoFocus />
          </Paper>
        )}
      </Stack>
    </SectionCard>
  );
}
