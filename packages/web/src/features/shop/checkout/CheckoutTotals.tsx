import { Group, Stack, Text } from '@mantine/core';
import { checkoutTotal, discountedTotal, formatPrice, plural, type Coupon, type ShopPlan } from '@tilth/domain';

/** The chosen sites times the plan's price, the coupon's discount and the total (spec 002 §2.8). */
export function CheckoutTotals({ count, plan, coupon }: { count: number; plan: ShopPlan; coupon: Coupon | null }) {
  const subtotal = checkoutTotal(count, plan.amount);
  const total = discountedTotal(subtotal, coupon);
  const price = formatPrice(plan.amount, plan.currency);
  return (
    <Stack gap={2} aria-live="polite" data-testid="checkout-total">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {plural(count, 'site')} × {price}
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
  );
}
