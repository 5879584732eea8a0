import {
  couponSchema,
  invoiceSchema,
  SHOP_PLAN_NAMES,
  shopPlanSchema,
  type Coupon,
  type Invoice,
  type ShopPlan,
  type StripeCustomerDetails,
} from '@tilth/domain';
import type Stripe from 'stripe';
import {
  PaymentDeclinedError,
  PaymentInputError,
  PaymentProviderUnavailableError,
  type ProviderEvent,
  type ProviderSubscription,
} from './paymentProvider';

/** The Stripe objects' fields as Tilth reads them, mapped to the domain's shapes (Stripe SDK v23). */

type Expandable<T> = string | T | null | undefined;
const idOf = <T extends { id: string }>(value: Expandable<T>): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const metadataValue = (metadata: Record<string, string> | null | undefined, key: string): string | undefined => {
  const value = metadata?.[key];
  return value === undefined || value === '' ? undefined : value;
};

/**
 * A Stripe plan (its product expanded) as the shop sells it, or null when it is not a Silver or
 * Gold plan: metadata.name on the plan or its product says which site plan it gives; description,
 * about and image come from the plan's metadata, else the product's.
 */
export function toShopPlan(plan: Stripe.Plan): ShopPlan | null {
  const product = plan.product && typeof plan.product !== 'string' && !plan.product.deleted ? plan.product : null;
  const productMeta = product?.metadata;
  const name = metadataValue(plan.metadata, 'name') ?? metadataValue(productMeta, 'name');
  if (!name || !(SHOP_PLAN_NAMES as readonly string[]).includes(name)) return null;
  const parsed = shopPlanSchema.safeParse({
    id: plan.id,
    object: 'plan',
    product: idOf(plan.product),
    amount: plan.amount,
    currency: plan.currency,
    interval: plan.interval,
    interval_count: plan.interval_count,
    metadata: {
      name,
      description: metadataValue(plan.metadata, 'description') ?? metadataValue(productMeta, 'description') ?? product?.description ?? '',
      about: metadataValue(plan.metadata, 'about') ?? metadataValue(productMeta, 'about') ?? '',
      image: metadataValue(plan.metadata, 'image') ?? metadataValue(productMeta, 'image') ?? product?.images?.[0] ?? '',
    },
  });
  return parsed.success ? parsed.data : null;
}

export function toCoupon(coupon: Stripe.Coupon): Coupon {
  return couponSchema.parse({
    id: coupon.id,
    name: coupon.name ?? null,
    percent_off: coupon.percent_off ?? null,
    amount_off: coupon.amount_off ?? null,
    currency: coupon.currency ?? null,
    duration: coupon.duration,
    valid: coupon.valid,
  });
}

/** The customer with its cards (sources of type card), as the saved-card list shows them. */
export function toCustomerDetails(customer: Stripe.Customer, sources: readonly Stripe.CustomerSource[]): StripeCustomerDetails {
  const cards = sources.filter((source): source is Stripe.Card => source.object === 'card');
  return {
    id: customer.id,
    default_source: idOf(customer.default_source),
    sources: {
      data: cards.map((card) => ({
        id: card.id,
        name: card.name ?? null,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
      })),
    },
  };
}

/** The coupon a subscription's first discount applies (expanded discounts; older payloads carried `coupon`). */
function couponOf(discounts: readonly (string | Stripe.Discount)[] | undefined): string | null {
  for (const discount of discounts ?? []) {
    if (typeof discount === 'string') continue;
    const source = (discount as { source?: { coupon?: Expandable<Stripe.Coupon> } }).source;
    const legacy = (discount as unknown as { coupon?: Expandable<Stripe.Coupon> }).coupon;
    const coupon = idOf(source?.coupon ?? legacy);
    if (coupon) return coupon;
  }
  return null;
}

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  return {
    id: subscription.id,
    customer: idOf(subscription.customer) ?? '',
    // Tilth's record knows live or not: every state but canceled/ended is still the customer's subscription.
    status: subscription.status === 'canceled' || subscription.status === 'incomplete_expired' ? 'canceled' : 'active',
    created: subscription.created,
    coupon: couponOf(subscription.discounts),
    items: subscription.items.data.map((item) => ({
      id: item.id,
      planId: item.plan?.id ?? item.price?.id ?? '',
      quantity: item.quantity ?? 0,
    })),
    latestInvoiceId: idOf(subscription.latest_invoice),
  };
}

/** The subscription of an invoice: `parent.subscription_details` since API 2025-03-31, `subscription` before. */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription);
  if (fromParent) return fromParent;
  return idOf((invoice as unknown as { subscription?: Expandable<Stripe.Subscription> }).subscription);
}

export function toInvoice(invoice: Stripe.Invoice): Invoice {
  return invoiceSchema.parse({
    id: invoice.id,
    number: invoice.number ?? null,
    customer: idOf(invoice.customer),
    subscription: invoiceSubscription(invoice),
    status: invoice.status ?? 'draft',
    currency: invoice.currency,
    amount_due: invoice.amount_due,
    amount_paid: invoice.amount_paid,
    created: invoice.created,
    lines: {
      data: invoice.lines.data.map((line) => ({
        description: line.description ?? null,
        amount: line.amount,
        quantity: line.quantity ?? null,
      })),
    },
  });
}

/** A verified Stripe event, reduced to what Tilth acts on. */
export function toProviderEvent(event: { id: string; type: string; data: { object: unknown } }): ProviderEvent {
  const object = event.data.object as { id?: string; object?: string };
  switch (event.type) {
    case 'customer.subscription.deleted':
      return { id: event.id, type: event.type, kind: 'subscription.canceled', subscriptionId: object.id ?? null };
    case 'customer.subscription.updated':
      return { id: event.id, type: event.type, kind: 'subscription.updated', subscriptionId: object.id ?? null };
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return { id: event.id, type: event.type, kind: 'invoice.paid', subscriptionId: invoiceSubscription(object as Stripe.Invoice) };
    case 'invoice.payment_failed':
      return {
        id: event.id,
        type: event.type,
        kind: 'invoice.payment_failed',
        subscriptionId: invoiceSubscription(object as Stripe.Invoice),
      };
    default:
      return { id: event.id, type: event.type, kind: 'other', subscriptionId: null };
  }
}

/** What a Stripe SDK error carries (read by shape: the SDK's error classes are per module instance). */
interface StripeLikeError {
  type?: string;
  statusCode?: number;
  message: string;
  code?: string;
  param?: string;
}

function isStripeError(error: unknown): error is StripeLikeError {
  return (
    error instanceof Error && typeof (error as StripeLikeError).type === 'string' && (error as StripeLikeError).type!.startsWith('Stripe')
  );
}

/**
 * Stripe's errors as the provider's: a card error (402) → PaymentDeclinedError with Stripe's
 * message; an invalid request (400, 404) → PaymentInputError naming Stripe's param; a connection
 * failure, Stripe's own error, a bad key or a rate limit → PaymentProviderUnavailableError.
 * Anything else is not Stripe's and passes through.
 */
export function fromStripeError(error: unknown): unknown {
  if (!isStripeError(error)) return error;
  const status = error.statusCode;
  if (error.type === 'StripeCardError' || status === 402) return new PaymentDeclinedError(error.message, error.code ?? 'card_declined');
  if (error.type === 'StripeInvalidRequestError' || status === 400 || status === 404)
    return new PaymentInputError(error.message, error.param);
  return new PaymentProviderUnavailableError(`Stripe: ${error.message}`);
}

/** Whether a Stripe error says the object does not exist (a 404, resource_missing). */
export function isMissing(error: unknown): boolean {
  return isStripeError(error) && (error.statusCode === 404 || error.code === 'resource_missing');
}
