import { Group, Stack, Text } from '@mantine/core';
import { checkoutTotal, discountedTotal, type Coupon, type ShopPlan } from '@tilth/domain';
import { useT } from '../../../i18n/useT';
import { shopMessages } from '../messages';
import { priceText } from '../shopText';

/** The chosen sites times the plan's price, the coupon's discount and the total (spec 002 §2.8). */
export function CheckoutTotals({ count, plan, coupon }: { count: number; plan: ShopPlan; coupon: Coupon | null }) {
  const t = useT(shopMessages);
  const subtotal = checkoutTotal(count, plan.amount);
  const total = discountedTotal(subtotal, coupon);
  const price = priceText(plan.amount, plan.currency);
  return (
    <Stack gap={2} aria-live="polite" data-testid="checkout-total">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('sitesTimesPrice', { count, price })}</Text>
        <Text size="sm">{priceText(subtotal, plan.currency)}</Text>
      </Group>
      {coupon && (
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('couponLine', { coupon: coupon.id })}</Text>
          <Text size="sm">−{priceText(subtotal - total, plan.currency)}</Text>
        </Group>
      )}
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{t('total')}</Text>
        <Text fw={700} data-testid="checkout-total-amount">
          {priceText(total, plan.currency)}
        </Text>
      </Group>
    </Stack>
  );
}
