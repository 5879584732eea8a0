import { Alert, Button, Divider, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { PaymentProfile, ShopPlan, ShopSite, SubscriptionChange } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { AppModal } from '../../ui/AppModal';
import { CheckoutCard } from './checkout/CheckoutCard';
import { CheckoutStep } from './checkout/CheckoutStep';
import { CheckoutTotals } from './checkout/CheckoutTotals';
import { SavedCardPayment } from './checkout/SavedCardPayment';
import { useCheckout } from './checkout/useCheckout';
import { CouponField } from './CouponField';
import { shopMessages } from './messages';
import { SiteSelection } from './SiteSelection';

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
  const t = useT(shopMessages);
  const checkout = useCheckout({ opened, plan, userId, profile, onPurchased });
  const { chosen, coupon, error, subscriptions, buy } = checkout;
  const count = chosen.size;

  return (
    <AppModal
      opened={opened}
      onClose={() => {
        if (!buy.isPending) onClose();
      }}
      title={t('checkoutTitle', { plan: plan.metadata.name })}
      size="lg"
    >
      <Stack gap="md">
        <CheckoutStep title={t('stepSites')}>
          <SiteSelection
            plan={plan.metadata.name}
            farmId={checkout.farmId}
            onFarmChange={checkout.changeFarm}
            selected={new Set(chosen.keys())}
            onToggle={checkout.toggle}
          />
        </CheckoutStep>
        <Divider />
        <CheckoutStep title={t('stepCoupon')}>
          <CouponField coupon={coupon} onChange={checkout.setCoupon} />
        </CheckoutStep>
        <Divider />
        <CheckoutStep title={t('stepPayment')}>
          {profile.canUseSavedCards ? (
            <SavedCardPayment userId={userId} profile={profile} />
          ) : (
            <CheckoutCard provider={profile.provider} token={checkout.cardToken} onToken={checkout.setCardToken} />
          )}
        </CheckoutStep>
        <Divider />
        <CheckoutTotals count={count} plan={plan} coupon={coupon} />
        {error && (
          <Alert
            key={error.serial}
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            withCloseButton
            closeButtonLabel={t('dismissMessage')}
            onClose={checkout.dismissError}
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
            {t('cancel')}
          </Button>
          <Button
            onClick={() => buy.mutate()}
            loading={buy.isPending}
            disabled={count === 0 || !checkout.hasCard || !subscriptions.isSuccess}
            data-testid="purchase"
          >
            {t('purchase')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
