import type { Coupon, Invoice, ShopPlan, StripeCustomerDetails } from '@tilth/domain';
import Stripe from 'stripe';
import {
  PaymentInputError,
  WebhookSignatureError,
  type CustomerInput,
  type NewSubscription,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderSubscription,
} from './paymentProvider';
import {
  fromStripeError,
  isMissing,
  toCoupon,
  toCustomerDetails,
  toInvoice,
  toProviderEvent,
  toProviderSubscription,
  toShopPlan,
} from './stripeMapping';

export interface StripeProviderConfig {
  secretKey: string;
  publishableKey: string;
  /** Signs webhook deliveries; null refuses every delivery. */
  webhookSecret: string | null;
  /** Another API address (the tests' fake, e.g. http://127.0.0.1:PORT); null is Stripe's own. */
  apiUrl: string | null;
}

/** Charges fail rather than leave a subscription waiting for payment; additions are invoiced at once. */
const CHARGE_NOW = { payment_behavior: 'error_if_incomplete', proration_behavior: 'always_invoice' } as const;
const EXPAND_SUBSCRIPTION = ['discounts'];

/** The SDK's options for an API address other than Stripe's (host, port and protocol). */
export function stripeHostOptions(apiUrl: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`STRIPE_API_URL must be http(s), got '${apiUrl}'`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * The Stripe payment provider (PAYMENT_PROVIDER=stripe) through the official SDK: customers with
 * card sources from Stripe.js tokens, plans (one subscription item per plan, quantity = sites),
 * charges at once (payment_behavior error_if_incomplete: a declined card leaves nothing behind),
 * coupons as discounts, invoices, and webhooks verified with the endpoint's signing secret.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeProviderConfig) {
    this.stripe = new Stripe(config.secretKey, { ...stripeHostOptions(config.apiUrl), telemetry: false, appInfo: { name: 'Tilth' } });
  }

  publishableKey(): string {
    return this.config.publishableKey;
  }

  async listPlans(): Promise<ShopPlan[]> {
    return call(async () => {
      const plans = await this.stripe.plans.list({ active: true, limit: 100, expand: ['data.product'] });
      return plans.data.map(toShopPlan).filter((plan): plan is ShopPlan => plan !== null);
    });
  }

  async retrieveCoupon(code: string): Promise<Coupon | null> {
    try {
      return toCoupon(await this.stripe.coupons.retrieve(code));
    } catch (error) {
      if (isMissing(error)) return null;
      throw fromStripeError(error);
    }
  }

  async createCustomer(input: CustomerInput, token?: string): Promise<StripeCustomerDetails> {
    const customer = await call(() =>
      this.stripe.customers.create({
        email: input.email,
        name: input.name,
        ...(input.phone ? { phone: input.phone } : {}),
        ...(input.addressLine1 ? { address: { line1: input.addressLine1 } } : {}),
        metadata: { userId: input.userId },
        ...(token ? { source: token } : {}),
      }),
    );
    return this.details(customer.id);
  }

  async retrieveCustomer(customerId: string): Promise<StripeCustomerDetails | null> {
    try {
      return await this.customerWithCards(customerId);
    } catch (error) {
      if (isMissing(error)) return null;
      throw fromStripeError(error);
    }
  }

  async addCard(customerId: string, token: string): Promise<StripeCustomerDetails> {
    await call(() => this.stripe.customers.createSource(customerId, { source: token }));
    return this.details(customerId);
  }

  async setDefaultCard(customerId: string, cardId: string): Promise<StripeCustomerDetails> {
    await call(() => this.stripe.customers.update(customerId, { default_source: cardId }));
    return this.details(customerId);
  }

  async createSubscription(input: NewSubscription): Promise<ProviderSubscription> {
    const subscription = await call(() =>
      this.stripe.subscriptions.create({
        customer: input.customerId,
        items: input.items.map((item) => ({ plan: item.planId, quantity: item.quantity })),
        ...(input.coupon ? { discounts: [{ coupon: input.coupon }] } : {}),
        metadata: input.metadata,
        ...CHARGE_NOW,
        expand: EXPAND_SUBSCRIPTION,
      }),
    );
    return toProviderSubscription(subscription);
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    try {
      return toProviderSubscription(await this.stripe.subscriptions.retrieve(subscriptionId, { expand: EXPAND_SUBSCRIPTION }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw fromStripeError(error);
    }
  }

  async updateSubscriptionItems(
    subscriptionId: string,
    changes: readonly { itemId?: string; planId: string; quantity: number }[],
    coupon?: string,
  ): Promise<ProviderSubscription> {
    const subscription = await call(() =>
      this.stripe.subscriptions.update(subscriptionId, {
        items: changes.map((change) =>
          change.itemId === undefined
            ? { plan: change.planId, quantity: change.quantity }
            : change.quantity === 0
              ? { id: change.itemId, deleted: true }
              : { id: change.itemId, quantity: change.quantity },
        ),
        ...(coupon ? { discounts: [{ coupon }] } : {}),
        ...CHARGE_NOW,
        expand: EXPAND_SUBSCRIPTION,
      }),
    );
    return toProviderSubscription(subscription);
  }

  async cancelSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return toProviderSubscription(await call(() => this.stripe.subscriptions.cancel(subscriptionId, { expand: EXPAND_SUBSCRIPTION })));
  }

  async listInvoices(customerId: string, subscriptionId?: string): Promise<Invoice[]> {
    const invoices = await call(() =>
      this.stripe.invoices.list({ customer: customerId, limit: 100, ...(subscriptionId ? { subscription: subscriptionId } : {}) }),
    );
    return invoices.data.map(toInvoice);
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!this.config.webhookSecret) throw new WebhookSignatureError('Webhooks are not set up (STRIPE_WEBHOOK_SECRET)');
    if (!signature) throw new WebhookSignatureError('Webhook signature does not verify');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch {
      throw new WebhookSignatureError('Webhook signature does not verify');
    }
    return toProviderEvent(event);
  }

  private async details(customerId: string): Promise<StripeCustomerDetails> {
    const details = await call(() => this.customerWithCards(customerId));
    if (!details) throw new PaymentInputError(`No such customer: '${customerId}'`, 'customer');
    return details;
  }

  /** The customer and its card sources (Stripe no longer lists sources on the customer); null once deleted. Stripe's errors as thrown. */
  private async customerWithCards(customerId: string): Promise<StripeCustomerDetails | null> {
    const customer = await this.stripe.customers.retrieve(customerId);
    if (customer.deleted) return null;
    const sources = await this.stripe.customers.listSources(customerId, { object: 'card', limit: 100 });
    return toCustomerDetails(customer, sources.data);
  }
}

/** A Stripe call whose errors become the provider's (PaymentDeclinedError, PaymentInputError, …). */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw fromStripeError(error);
  }
}
