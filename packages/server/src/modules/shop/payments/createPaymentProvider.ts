import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import type { Database } from '../../../db/schema';
import { LocalPaymentProvider } from './localProvider';
import { LocalPayRepository } from './localProviderRepository';
import type { PaymentProvider } from './paymentProvider';
import { StripePaymentProvider } from './stripeProvider';

export type PaymentConfig = Pick<
  Config,
  'paymentProvider' | 'stripeSecretKey' | 'stripePublishableKey' | 'stripeWebhookSecret' | 'stripeApiUrl'
>;

/**
 * The shop's payment provider as PAYMENT_PROVIDER says: `local` (its books in this database) or
 * `stripe`, which cannot start without its keys (a clear error at startup, not at the first sale).
 */
export function createPaymentProvider(config: PaymentConfig, db: Kysely<Database>, clock: () => number = Date.now): PaymentProvider {
  if (config.paymentProvider === 'local') return new LocalPaymentProvider(new LocalPayRepository(db), clock);
  const { stripeSecretKey: secretKey, stripePublishableKey: publishableKey } = config;
  if (!secretKey || !publishableKey) {
    const missing = [secretKey ? null : 'STRIPE_SECRET_KEY', publishableKey ? null : 'STRIPE_PUBLISHABLE_KEY'].filter(Boolean);
    throw new Error(`PAYMENT_PROVIDER=stripe needs ${missing.join(' and ')}`);
  }
  return new StripePaymentProvider({
    secretKey,
    publishableKey,
    webhookSecret: config.stripeWebhookSecret,
    apiUrl: config.stripeApiUrl,
  });
}
