import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCreditCard } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkoutTotal,
  discountedTotal,
  formatPrice,
  PLAN_ADD_ERROR_MS,
  SHOP_TEXT,
  type Coupon,
  type PaymentProfile,
  type ShopPlan,
  type ShopSite,
  type SubscriptionChange,
} from '@tilth/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { errorText } from '../../ui/apiMessages';
import { AppModal } from '../../ui/AppModal';
import type { CardToken } from './cardToken';
import { CouponField } from './CouponField';
import { PaymentCardForm } from './PaymentCardForm';
import { cardLabel } from './SavedCards';
import { createCustomer, fetchCustomerSubscriptions, purchase, shopKeys, updateCustomer } from './shopApi';
import { SiteSelection } from './SiteSelection';

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * A member who may buy but not keep cards enters the card for this purchase only; its token goes
 * with the purchase (spec 002 §2.8 "regular users add a card at checkout").
 */
function CheckoutCard({
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

/** The card that pays: the customer's default card, or (none yet) a form to save one first. */
function SavedCardPayment({ userId, profile }: { userId: string; profile: PaymentProfile }) {
  const queryClient = useQueryClient();
  const customer = profile.stripeCustomerDetails;
  const card = customer?.sources.data.find((c) => c.id === customer.default_source);
  const [error, setError] = useState<string | null>(null);
  if (card) {
    return (
      <Group gap="xs" wrap="nowrap" data-testid="checkout-card">
        <IconCreditCard size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">{cardLabel(card)} (your default card) pays. Change it under Saved cards.</Text>
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
      setError(SHOP_TEXT.cardUpdateFailed);
      throw failure;
    }
  }
  return (
    <Stack gap="xs">
      <Text size="sm">Add the card that pays; it is saved as your default card.</Text>
      <PaymentCardForm provider={profile.provider} submitLabel="Save card" onToken={saveCard} />
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Checkout (spec 002 §2.8, §4): choose a farm's sites for the plan, an optional coupon, the card,
 * then Purchase, which creates the caller's subscription or extends it. The total is the chosen
 * sites times the price (after the coupon). A failure shows its message for 6 s; nothing changes.
 */
export function CheckoutDialog({
  opened,
  onClose,
  plan,
  userId,
  profile,
  onPurchased,
}: {
  opened: boolean;
  onClose: () => void;
  plan: ShopPlan;
  userId: string;
  profile: PaymentProfile;
  onPurchased: (change: SubscriptionChange, sites: ReadonlyMap<string, ShopSite>) => void;
}) {
  const queryClient = useQueryClient();
  const [farmId, setFarmId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReadonlyMap<string, ShopSite>>(new Map());
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [cardToken, setCardToken] = useState<CardToken | null>(null);
  const [error, setError] = useState<{ text: string; serial: number } | null>(null);
  const subscriptions = useQuery({
    queryKey: shopKeys.subscriptions(userId),
    queryFn: ({ signal }) => fetchCustomerSubscriptions(userId, signal),
    enabled: opened,
    staleTime: 0,
  });

  // Spec 002 §4 "Plan add failure: error message dismissed after 6 s".
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), PLAN_ADD_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const buy = useMutation({
    mutationFn: () => purchase(subscriptions.data ?? [], { plan, siteIds: [...chosen.keys()], coupon: coupon?.id, token: cardToken?.id }),
    onSuccess: (change) => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['site-subscription'] });
      onPurchased(change, chosen);
      reset();
    },
    onError: (failure) => {
      setError({ text: errorText(failure), serial: Date.now() });
      // A token is good for one charge: a refused purchase needs the card again.
      setCardToken(null);
    },
  });

  function reset() {
    setFarmId(null);
    setChosen(new Map());
    setCoupon(null);
    setCardToken(null);
    setError(null);
  }

  function toggle(site: ShopSite, checked: boolean) {
    setChosen((old) => {
      const next = new Map(old);
      if (checked) next.set(site.objectId, site);
      else next.delete(site.objectId);
      return next;
    });
  }

  const customer = profile.stripeCustomerDetails;
  const hasCard = profile.canUseSavedCards
    ? Boolean(customer?.sources.data.some((c) => c.id === customer.default_source))
    : cardToken !== null;
  const count = chosen.size;
  const subtotal = checkoutTotal(count, plan.amount);
  const total = discountedTotal(subtotal, coupon);
  const price = formatPrice(plan.amount, plan.currency);

  return (
    <AppModal
      opened={opened}
      onClose={() => {
        if (!buy.isPending) onClose();
      }}
      title={`Checkout: ${plan.metadata.name}`}
      size="lg"
    >
      <Stack gap="md">
        <Step title="1. Sites">
          <SiteSelection
            plan={plan.metadata.name}
            farmId={farmId}
            onFarmChange={(id) => {
              setFarmId(id);
              setChosen(new Map());
            }}
            selected={new Set(chosen.keys())}
            onToggle={toggle}
          />
        </Step>
        <Divider />
        <Step title="2. Coupon">
          <CouponField coupon={coupon} onChange={setCoupon} />
        </Step>
        <Divider />
        <Step title="3. Payment">
          {profile.canUseSavedCards ? (
            <SavedCardPayment userId={userId} profile={profile} />
          ) : (
            <CheckoutCard provider={profile.provider} token={cardToken} onToken={setCardToken} />
          )}
        </Step>
        <Divider />
        <Stack gap={2} aria-live="polite" data-testid="checkout-total">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {count} {count === 1 ? 'site' : 'sites'} × {price}
            </Text>
            <Text size="sm">{formatPrice(subtotal, plan.currency)}</Text>
          </Group>
          {coupon && (
            <Group justify="space-between" gap="xs">
              <Text size="sm">Coupon {coupon.id}</Text>
              <Text size="sm">−{formatPrice(subtotal - total, plan.currency)}</Text>
            </Group>
          )}
          <Group justify="space-between" gap="xs">
            <Text fw={700}>Total</Text>
            <Text fw={700} data-testid="checkout-total-amount">
              {formatPrice(total, plan.currency)}
            </Text>
          </Group>
        </Stack>
        {error && (
          <Alert
            key={error.serial}
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            withCloseButton
            closeButtonLabel="Dismiss message"
            onClose={() => setError(null)}
            data-testid="checkout-error"
          >
            {error.text}
          </Alert>
        )}
        {subscriptions.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(subscriptions.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={buy.isPending}>
            Cancel
          </Button>
          <Button
            onClick={() => buy.mutate()}
            loading={buy.isPending}
            disabled={count === 0 || !hasCard || !subscriptions.isSuccess}
            data-testid="purchase"
          >
            Purchase
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
