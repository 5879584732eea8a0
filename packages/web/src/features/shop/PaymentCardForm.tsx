import { Skeleton } from '@mantine/core';
import type { PaymentProviderName } from '@tilth/domain';
import { lazy, Suspense } from 'react';
import { CardForm } from './CardForm';
import { useT } from '../../i18n/useT';
import type { CardFormProps } from './cardToken';
import { shopMessages } from './messages';

// Stripe's client (and its script from js.stripe.com) loads only when the provider is Stripe.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

/** The card form of the payment provider the server runs (GET /customers/{userId} names it). */
export function PaymentCardForm({ provider, ...props }: CardFormProps & { provider: PaymentProviderName }) {
  const t = useT(shopMessages);
  if (provider === 'local') return <CardForm {...props} />;
  return (
    <Suspense fallback={<Skeleton h={160} radius="md" aria-label={t('loadingCardForm')} />}>
      <StripeCardForm {...props} />
    </Suspense>
  );
}
