import { Button, Group, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { formatPrice, type Coupon } from '@tilth/domain';
import { useState } from 'react';
import { errorText } from '../../ui/apiMessages';
import { fetchCoupon } from './shopApi';

/** '10% off' or '$50.00 off', once / for N months / forever as the coupon says. */
export function couponText(coupon: Coupon): string {
  const off =
    coupon.percent_off !== null ? `${coupon.percent_off}% off` : `${formatPrice(coupon.amount_off ?? 0, coupon.currency ?? 'usd')} off`;
  return coupon.duration === 'once' ? `${off} this purchase` : `${off} (${coupon.duration})`;
}

/** The checkout's coupon: checked with GET /coupons/{code} before it counts in the total. */
export function CouponField({ coupon, onChange }: { coupon: Coupon | null; onChange: (coupon: Coupon | null) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: (text: string) => fetchCoupon(text),
    onSuccess: (found) => {
      if (found.valid) {
        onChange(found);
        setError(null);
      } else {
        onChange(null);
        setError(`Coupon ${found.id} is no longer valid`);
      }
    },
    onError: (failure) => {
      onChange(null);
      setError(errorText(failure));
    },
  });

  if (coupon) {
    return (
      <Group justify="space-between" gap="xs" data-testid="coupon-applied">
        <Text size="sm">
          Coupon <strong>{coupon.id}</strong>: {couponText(coupon)}
        </Text>
        <Button variant="subtle" size="xs" onClick={() => onChange(null)} aria-label={`Remove coupon ${coupon.id}`}>
          Remove
        </Button>
      </Group>
    );
  }
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label="Coupon code"
        placeholder="Optional"
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && code.trim()) {
            event.preventDefault();
            check.mutate(code.trim());
          }
        }}
        error={error}
        style={{ flex: 1 }}
      />
      <Button variant="default" mt={25} onClick={() => check.mutate(code.trim())} disabled={!code.trim()} loading={check.isPending}>
        Apply
      </Button>
    </Group>
  );
}
