import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { createPaymentProvider, type PaymentConfig } from './createPaymentProvider';
import { LocalPaymentProvider } from './localProvider';
import { StripePaymentProvider } from './stripeProvider';

const db = {} as never;
const local: PaymentConfig = {
  paymentProvider: 'local',
  stripeSecretKey: null,
  stripePublishableKey: null,
  stripeWebhookSecret: null,
  stripeApiUrl: null,
};

describe('createPaymentProvider', () => {
  it('builds the local provider by default', () => {
    expect(createPaymentProvider(local, db)).toBeInstanceOf(LocalPaymentProvider);
  });

  it('builds the Stripe provider with its keys', () => {
    const provider = createPaymentProvider(
      { ...local, paymentProvider: 'stripe', stripeSecretKey: 'sk_test_1', stripePublishableKey: 'pk_test_1' },
      db,
    );
    expect(provider).toBeInstanceOf(StripePaymentProvider);
    expect(provider.publishableKey()).toBe('pk_test_1');
  });

  it('refuses to start Stripe without its keys, naming them', () => {
    expect(() => createPaymentProvider({ ...local, paymentProvider: 'stripe' }, db)).toThrow(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
    );
    expect(() => createPaymentProvider({ ...local, paymentProvider: 'stripe', stripePublishableKey: 'pk_test_1' }, db)).toThrow(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY',
    );
  });
});

describe('payment settings from the environment', () => {
  it('defaults to the local provider and reads the Stripe keys', () => {
    expect(loadConfig({}).paymentProvider).toBe('local');
    const config = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_API_URL: 'http://127.0.0.1:9999',
    });
    expect(config).toMatchObject({
      paymentProvider: 'stripe',
      stripeSecretKey: 'sk_test_1',
      stripePublishableKey: 'pk_test_1',
      stripeWebhookSecret: null,
      stripeApiUrl: 'http://127.0.0.1:9999',
    });
  });

  it('refuses an unknown provider', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow("PAYMENT_PROVIDER must be one of local, stripe, got 'paypal'");
  });
});
