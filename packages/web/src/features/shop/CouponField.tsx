import { Button, Group, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { Coupon } from '@tilth/domain';
import { useState } from 'react';
import { T } from '../../i18n/T';
import { translate } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { shopMessages } from './messages';
import { fetchCoupon } from './shopApi';
import { couponText } from './shopText';

/** The checkout's coupon: checked with GET /coupons/{code} before it counts in the total. */
export function CouponField({ coupon, onChange }: { coupon: Coupon | null; onChange: (coupon: Coupon | null) => void }) {
  const t = useT(shopMessages);
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
        setError(translate(shopMessages, 'couponInvalid', { coupon: found.id }));
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
          <T
            catalog={shopMessages}
            k="couponApplied"
            values={{ coupon: coupon.id, text: couponText(coupon) }}
            components={{ 0: <strong /> }}
          />
        </Text>
        <Button variant="subtle" size="xs" onClick={() => onChange(null)} aria-label={t('removeCoupon', { coupon: coupon.id })}>
          {t('remove')}
        </Button>
      </Group>
    );
  }
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label={t('couponCode')}
        placeholder={t('optional')}
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
        {t('apply')}
      </Button>
    </Group>
  );
}
