import { discountedTotal, type Coupon, type Invoice, type ShopPlan, type StripeCustomerDetails } from '@tilth/domain';
import { newObjectId } from '../../../lib/ids';
import { couponLineDescription, findLocalCoupon, findLocalPlan, LOCAL_PLANS, planLineDescription } from './localCatalogue';
import type {
  InvoiceLine,
  ItemChanges,
  LocalCardRow,
  LocalInvoice,
  LocalItemRow,
  LocalPayRepository,
  LocalSubscriptionRow,
} from './localProviderRepository';
import {
  PaymentDeclinedError,
  PaymentInputError,
  WebhookSignatureError,
  type CustomerInput,
  type NewSubscription,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderSubscription,
} from './paymentProvider';
import { checkTestCard, DECLINE_MESSAGES, isCardOutcome, type CardOutcome, type LocalCardInput } from './testCards';

/** `cus_…`, `card_…`: the local provider's ids, shaped like Stripe's. */
function providerId(prefix: 'cus' | 'card' | 'sub' | 'si' | 'in' | 'tok'): string {
  return `${prefix}_${newObjectId()}${newObjectId()}`;
}

const NO_DEFAULT_CARD = 'This customer has no attached payment source or default payment method.';
export const TOKEN_OF_ANOTHER_USER = 'This card was entered by another user. Please enter your own card.';

/**
 * The built-in payment provider (PAYMENT_PROVIDER=local, the default): it behaves like the parts
 * of Stripe Tilth uses, accepts only Stripe's test card numbers, keeps its books in the database
 * (tables local_pay_*) and moves no money. A card's number reaches createToken only: what is kept
 * is its brand, last four digits, expiry and what charging it does.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly books: LocalPayRepository,
    private readonly clock: () => number = Date.now,
  ) {}

  publishableKey(): null {
    return null;
  }

  /**
   * The local card client (POST /local-pay/tokens): checks a test card and answers a single-use
   * token for it, bound to the user who typed the card. PaymentInputError when the card is not a
   * test card, fails Luhn or has expired.
   */
  async createToken(card: LocalCardInput, userId: string): Promise<{ id: string; card: { brand: string; last4: string } }> {
    const checked = checkTestCard(card, this.clock());
    const id = providerId('tok');
    await this.books.insertToken({ id, ...checked, created_at: this.isoNow(), used_at: null, user_id: userId });
    return { id, card: { brand: checked.brand, last4: checked.last4 } };
  }

  async listPlans(): Promise<ShopPlan[]> {
    return LOCAL_PLANS.map((plan) => structuredClone(plan));
  }

  async retrieveCoupon(code: string): Promise<Coupon | null> {
    const coupon = findLocalCoupon(code);
    return coupon ? { ...coupon } : null;
  }

  async createCustomer(input: CustomerInput, token?: string): Promise<StripeCustomerDetails> {
    const id = providerId('cus');
    const card =
      token === undefined ? null : { ...(await this.cardFromToken(token, input.userId)), id: providerId('card'), customer_id: id };
    await this.books.insertCustomer(
      {
        id,
        email: input.email,
        name: input.name,
        phone: input.phone ?? null,
        address_line1: input.addressLine1 ?? null,
        default_source: null,
        created_at: this.isoNow(),
        user_id: input.userId,
      },
      card,
    );
    return this.details(id);
  }

  async retrieveCustomer(customerId: string): Promise<StripeCustomerDetails | null> {
    if (!(await this.books.findCustomer(customerId))) return null;
    return this.details(customerId);
  }

  async addCard(customerId: string, token: string): Promise<StripeCustomerDetails> {
    const customer = await this.customer(customerId);
    const card = await this.cardFromToken(token, customer.user_id);
    await this.books.insertCard({ ...card, id: providerId('card'), customer_id: customerId });
    return this.details(customerId);
  }

  async setDefaultCard(customerId: string, cardId: string): Promise<StripeCustomerDetails> {
    await this.customer(customerId);
    const card = await this.books.findCard(cardId);
    if (!card || card.customer_id !== customerId) throw new PaymentInputError(`No such source: '${cardId}'`, 'sourceId');
    await this.books.setDefaultSource(customerId, cardId);
    return this.details(customerId);
  }

  async createSubscription(input: NewSubscription): Promise<ProviderSubscription> {
    const customer = await this.customer(input.customerId);
    if (input.items.length === 0) throw new PaymentInputError('A subscription needs at least one item', 'items');
    const planIds = input.items.map((item) => item.planId);
    if (new Set(planIds).size !== planIds.length) throw new PaymentInputError('Each plan may appear once in a subscription', 'items');
    const charged = input.items.map((item) => ({ plan: planOrThrow(item.planId), quantity: quantityOrThrow(item.quantity, 1) }));
    const coupon = this.coupon(input.coupon);
    const id = providerId('sub');
    const now = this.isoNow();
    const items = charged.map(({ plan, quantity }) => ({
      id: providerId('si'),
      subscription_id: id,
      plan_id: plan.id,
      quantity,
      created_at: now,
    }));
    const invoice = await this.charge(customer.id, customer.default_source, id, charged, coupon);
    await this.books.insertSubscription(
      { id, customer_id: customer.id, status: 'active', coupon: coupon?.id ?? null, created_at: now, canceled_at: null },
      items,
      invoice,
    );
    return this.subscriptionOrThrow(id, invoice.id);
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const found = await this.books.findSubscription(subscriptionId);
    if (!found) return null;
    const latest = (await this.books.listInvoices(found.subscription.customer_id, subscriptionId))[0];
    return toProviderSubscription(found.subscription, found.items, latest?.id ?? null);
  }

  /**
   * Adds an item, sets an item's quantity or removes it (quantity 0), charging at once the full
   * yearly price of every site added (no proration); removing refunds nothing. A declined charge
   * changes nothing.
   */
  async updateSubscriptionItems(
    subscriptionId: string,
    changes: readonly { itemId?: string; planId: string; quantity: number }[],
    coupon?: string,
  ): Promise<ProviderSubscription> {
    const found = await this.books.findSubscription(subscriptionId);
    if (!found) throw new PaymentInputError(`No such subscription: '${subscriptionId}'`, 'subscription');
    if (found.subscription.status !== 'active') {
      throw new PaymentInputError('A canceled subscription can only update its cancellation_details and metadata.', 'subscription');
    }
    const customer = await this.customer(found.subscription.customer_id);
    const applied = planItemChanges(subscriptionId, found.items, changes, this.isoNow());
    const validCoupon = this.coupon(coupon);
    const invoice =
      applied.charged.length > 0
        ? await this.charge(customer.id, customer.default_source, subscriptionId, applied.charged, validCoupon)
        : null;
    await this.books.applyItemChanges(subscriptionId, applied.changes, validCoupon?.id ?? null, invoice);
    return this.subscriptionOrThrow(subscriptionId, invoice?.id ?? null);
  }

  async cancelSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const found = await this.books.findSubscription(subscriptionId);
    if (!found) throw new PaymentInputError(`No such subscription: '${subscriptionId}'`, 'subscription');
    await this.books.cancelSubscription(subscriptionId, this.isoNow());
    return this.subscriptionOrThrow(subscriptionId, null);
  }

  async listInvoices(customerId: string, subscriptionId?: string): Promise<Invoice[]> {
    return (await this.books.listInvoices(customerId, subscriptionId)).map(toInvoice);
  }

  /** The local provider sends no webhooks: every delivery is refused. */
  parseWebhook(_rawBody: Buffer, _signature: string | undefined): ProviderEvent {
    throw new WebhookSignatureError('The local payment provider sends no webhooks');
  }

  private isoNow(): string {
    return new Date(this.clock()).toISOString();
  }

  private async customer(customerId: string) {
    const customer = await this.books.findCustomer(customerId);
    if (!customer) throw new PaymentInputError(`No such customer: '${customerId}'`, 'customer');
    return customer;
  }

  private coupon(code: string | undefined): Coupon | null {
    if (code === undefined) return null;
    const coupon = findLocalCoupon(code);
    if (!coupon) throw new PaymentInputError(`No such coupon: '${code}'`, 'coupon');
    if (!coupon.valid) throw new PaymentInputError(`Coupon expired: ${code}`, 'coupon');
    return coupon;
  }

  /**
   * Uses a token (once) for the user `owner` and answers the card it stands for; a card refused on
   * attach throws. A token made by anyone else is refused before it is used, so its maker keeps it.
   */
  private async cardFromToken(token: string, owner: string | null): Promise<Omit<LocalCardRow, 'id' | 'customer_id'>> {
    const row = await this.books.findToken(token);
    if (!row) throw new PaymentInputError(`No such token: '${token}'`, 'token');
    if (row.user_id === null || row.user_id !== owner) throw new PaymentInputError(TOKEN_OF_ANOTHER_USER, 'token');
    if (!(await this.books.useToken(token, this.isoNow()))) {
      throw new PaymentInputError(`You cannot use a Stripe token more than once: ${token}.`, 'token');
    }
    const outcome = storedOutcome(row.outcome);
    if (outcome === 'declined' || outcome === 'insufficient_funds') {
      throw new PaymentDeclinedError(DECLINE_MESSAGES[outcome].message, DECLINE_MESSAGES[outcome].code);
    }
    return {
      brand: row.brand,
      last4: row.last4,
      exp_month: row.exp_month,
      exp_year: row.exp_year,
      name: row.name,
      outcome,
      created_at: this.isoNow(),
    };
  }

  /**
   * Charges the customer's default card for the items (full price, less the coupon) and answers
   * the paid invoice to record; throws (recording nothing) when the card declines.
   */
  private async charge(
    customerId: string,
    defaultCardId: string | null,
    subscriptionId: string,
    charged: readonly { plan: ShopPlan; quantity: number }[],
    coupon: Coupon | null,
  ) {
    const lines: InvoiceLine[] = charged.map(({ plan, quantity }) => ({
      description: planLineDescription(plan, quantity),
      amount: plan.amount * quantity,
      quantity,
    }));
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    const total = discountedTotal(subtotal, coupon);
    if (coupon && total !== subtotal) lines.push({ description: couponLineDescription(coupon), amount: total - subtotal, quantity: null });
    if (total > 0) {
      const card = defaultCardId ? await this.books.findCard(defaultCardId) : undefined;
      if (!card) throw new PaymentInputError(NO_DEFAULT_CARD, 'card');
      const outcome = storedOutcome(card.outcome);
      if (outcome !== 'ok') throw new PaymentDeclinedError(DECLINE_MESSAGES[outcome].message, DECLINE_MESSAGES[outcome].code);
    }
    return {
      id: providerId('in'),
      customer_id: customerId,
      subscription_id: subscriptionId,
      status: 'paid',
      currency: charged[0]?.plan.currency ?? 'usd',
      amount_due: total,
      amount_paid: total,
      lines: JSON.stringify(lines),
      created_at: this.isoNow(),
    };
  }

  private async details(customerId: string): Promise<StripeCustomerDetails> {
    const customer = await this.customer(customerId);
    const cards = await this.books.listCards(customerId);
    return {
      id: customer.id,
      default_source: customer.default_source,
      sources: {
        data: cards.map((card) => ({
          id: card.id,
          name: card.name,
          brand: card.brand,
          last4: card.last4,
          exp_month: card.exp_month,
          exp_year: card.exp_year,
        })),
      },
    };
  }

  private async subscriptionOrThrow(subscriptionId: string, latestInvoiceId: string | null): Promise<ProviderSubscription> {
    const found = await this.books.findSubscription(subscriptionId);
    if (!found) throw new Error(`Local subscription ${subscriptionId} vanished`);
    return toProviderSubscription(found.subscription, found.items, latestInvoiceId);
  }
}

function planOrThrow(planId: string): ShopPlan {
  const plan = findLocalPlan(planId);
  if (!plan) throw new PaymentInputError(`No such plan: '${planId}'`, 'plan');
  return plan;
}

function quantityOrThrow(quantity: number, min: number): number {
  if (!Number.isInteger(quantity) || quantity < min)
    throw new PaymentInputError(`Quantity must be a whole number of at least ${min}`, 'quantity');
  return quantity;
}

function storedOutcome(value: string): CardOutcome {
  if (!isCardOutcome(value)) throw new Error(`Unknown stored card outcome '${value}'`);
  return value;
}

/**
 * Works out the item rows to write and what to charge for a change of items: the sites added
 * (quantity up, or a new item) are charged; a quantity down or 0 (the item removed) charges
 * nothing. The subscription keeps at least one item (Stripe's rule: cancel it instead).
 */
export function planItemChanges(
  subscriptionId: string,
  items: readonly LocalItemRow[],
  changes: readonly { itemId?: string; planId: string; quantity: number }[],
  now: string,
): { changes: ItemChanges; charged: { plan: ShopPlan; quantity: number }[] } {
  const result: ItemChanges = { inserts: [], updates: [], deletes: [] };
  const charged: { plan: ShopPlan; quantity: number }[] = [];
  const plansAfter = new Map(items.map((item) => [item.id, item.plan_id]));
  for (const change of changes) {
    const plan = planOrThrow(change.planId);
    const quantity = quantityOrThrow(change.quantity, 0);
    if (change.itemId === undefined) {
      if ([...plansAfter.values()].includes(plan.id)) {
        throw new PaymentInputError(`The subscription already has an item for plan '${plan.id}'`, 'items');
      }
      if (quantity === 0) throw new PaymentInputError('A new item needs a quantity of at least 1', 'quantity');
      const id = providerId('si');
      result.inserts.push({ id, subscription_id: subscriptionId, plan_id: plan.id, quantity, created_at: now });
      plansAfter.set(id, plan.id);
      charged.push({ plan, quantity });
      continue;
    }
    const item = items.find((candidate) => candidate.id === change.itemId);
    if (!item) throw new PaymentInputError(`No such subscription item: '${change.itemId}'`, 'itemId');
    if (item.plan_id !== plan.id)
      throw new PaymentInputError(`Item '${item.id}' is for plan '${item.plan_id}', not '${plan.id}'`, 'planId');
    if (quantity === 0) {
      result.deletes.push(item.id);
      plansAfter.delete(item.id);
    } else {
      result.updates.push({ id: item.id, quantity });
      if (quantity > item.quantity) charged.push({ plan, quantity: quantity - item.quantity });
    }
  }
  if (plansAfter.size === 0) {
    throw new PaymentInputError('A subscription must have at least one active plan. To cancel a subscription, use cancel.', 'items');
  }
  return { changes: result, charged };
}

function toProviderSubscription(
  subscription: LocalSubscriptionRow,
  items: LocalItemRow[],
  latestInvoiceId: string | null,
): ProviderSubscription {
  return {
    id: subscription.id,
    customer: subscription.customer_id,
    status: subscription.status === 'canceled' ? 'canceled' : 'active',
    created: Math.floor(Date.parse(subscription.created_at) / 1000),
    coupon: subscription.coupon,
    items: items.map((item) => ({ id: item.id, planId: item.plan_id, quantity: item.quantity })),
    latestInvoiceId,
  };
}

function toInvoice(row: LocalInvoice): Invoice {
  return {
    id: row.id,
    number: row.number,
    customer: row.customer_id,
    subscription: row.subscription_id,
    status: row.status === 'paid' ? 'paid' : 'open',
    currency: row.currency,
    amount_due: row.amount_due,
    amount_paid: row.amount_paid,
    created: Math.floor(Date.parse(row.created_at) / 1000),
    lines: { data: row.lines },
  };
}
