import type { Coupon, Invoice, PaymentProviderName, ShopPlan, StripeCustomerDetails } from '@tilth/domain';

/**
 * What Tilth needs from a card payment provider (issue 14). Two implementations, chosen by
 * PAYMENT_PROVIDER: `local` (the default: test cards only, its books in Tilth's database, no
 * money moves) and `stripe` (the official SDK). Every call that charges does so at once and, when
 * the charge fails, throws PaymentDeclinedError leaving the subscription as it was.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key the browser's card client starts with; null for the local provider. */
  publishableKey(): string | null;

  /** The plans on sale (only those whose metadata.name is Silver or Gold). */
  listPlans(): Promise<ShopPlan[]>;
  /** A coupon by code; null when the provider does not know it. */
  retrieveCoupon(code: string): Promise<Coupon | null>;

  /** Creates a customer; with a token, its first card (which becomes the default). */
  createCustomer(input: CustomerInput, token?: string): Promise<StripeCustomerDetails>;
  /** The customer with its default card and cards; null when the provider has no such customer. */
  retrieveCustomer(customerId: string): Promise<StripeCustomerDetails | null>;
  /** Attaches a card from a token; it becomes the default when the customer had none. */
  addCard(customerId: string, token: string): Promise<StripeCustomerDetails>;
  /** Makes a saved card the default (PaymentInputError when the card is not the customer's). */
  setDefaultCard(customerId: string, cardId: string): Promise<StripeCustomerDetails>;

  /** Creates a subscription charged now to the default card. */
  createSubscription(input: NewSubscription): Promise<ProviderSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /**
   * Changes the items of a live subscription in one call: a new item for a plan (no itemId), a
   * new quantity for an item, or an item removed (quantity 0). An increase is charged now.
   */
  updateSubscriptionItems(
    subscriptionId: string,
    changes: readonly { itemId?: string; planId: string; quantity: number }[],
    coupon?: string,
  ): Promise<ProviderSubscription>;
  /** Cancels the whole subscription now (its last site left it). */
  cancelSubscription(subscriptionId: string): Promise<ProviderSubscription>;

  /** The customer's invoices, newest first (optionally of one subscription). */
  listInvoices(customerId: string, subscriptionId?: string): Promise<Invoice[]>;

  /**
   * A webhook delivery, verified: WebhookSignatureError when the signature does not match (the
   * local provider sends no webhooks and refuses every delivery).
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

/** A subscription to create: one item per plan, quantity = sites. */
export interface NewSubscription {
  customerId: string;
  items: readonly { planId: string; quantity: number }[];
  coupon?: string;
  metadata: Record<string, string>;
}

export interface CustomerInput {
  /** Tilth's user id, kept in the provider's metadata. */
  userId: string;
  email: string;
  name: string;
  phone?: string;
  addressLine1?: string;
}

export interface ProviderSubscription {
  id: string;
  customer: string;
  status: 'active' | 'canceled';
  /** Unix seconds. */
  created: number;
  coupon: string | null;
  items: { id: string; planId: string; quantity: number }[];
  /** The invoice the last change created (null when it charged nothing). */
  latestInvoiceId: string | null;
}

/** A provider's webhook event, normalised to what Tilth acts on. */
export interface ProviderEvent {
  id: string;
  /** The provider's event type (e.g. customer.subscription.deleted, invoice.payment_failed). */
  type: string;
  kind: 'subscription.canceled' | 'subscription.updated' | 'invoice.paid' | 'invoice.payment_failed' | 'other';
  subscriptionId: string | null;
}

/** The card was declined (or the charge failed): nothing changed at the provider. → 402 */
export class PaymentDeclinedError extends Error {
  constructor(
    message: string,
    readonly code: string = 'card_declined',
  ) {
    super(message);
  }
}

/** The provider refused the request's input (unknown token, card, plan, coupon…). → 400 */
export class PaymentInputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The provider could not be reached or answered an error of its own. → 502 */
export class PaymentProviderUnavailableError extends Error {}

/** A webhook whose signature does not verify. → 400 */
export class WebhookSignatureError extends Error {}
