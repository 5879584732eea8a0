import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for exactly the Stripe API calls the Stripe payment provider makes (tests never
 * reach Stripe): plans (with products), coupons, customers with card sources, subscriptions with
 * items, invoices. Bodies arrive form-encoded as the SDK sends them (`items[0][plan]=…`) and the
 * answers are Stripe-shaped JSON, errors included ({error: {type, code, message, param}}, 402 for
 * a declined card). Simplifications: a charge is the full price of the sites added (no proration)
 * and always lands on the customer's default card.
 *
 * Test tokens (Stripe's own names): tok_visa, tok_mastercard, tok_amex, tok_visa_debit attach and
 * charge; tok_chargeDeclined and tok_chargeDeclinedInsufficientFunds are declined when attached;
 * tok_chargeCustomerFail (4000000000000341) attaches but every charge is declined (402).
 */
export interface FakeStripe {
  /** The API address for STRIPE_API_URL (http://127.0.0.1:PORT). */
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Every request received, in order (form bodies and queries decoded). */
  requests: FakeStripeRequest[];
  customers: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: StripeObject[];
  /** A webhook delivery of an event, signed with the webhook secret (or another secret). */
  webhookDelivery(type: string, object: StripeObject, options?: { secret?: string; timestamp?: number }): WebhookDelivery;
  close(): Promise<void>;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
}

export interface WebhookDelivery {
  /** The raw body as Stripe posts it. */
  body: string;
  /** The `stripe-signature` header. */
  signature: string;
  eventId: string;
}

/** Stripe objects are loosely typed JSON here: the fake fills what the adapter reads, and a little more. */
export type StripeObject = Record<string, any>;

interface TestCard {
  brand: string;
  last4: string;
  funding: string;
  /** Refused when attached to a customer (the charge Stripe makes to check the card). */
  attach: 'ok' | 'card_declined' | 'insufficient_funds';
  /** What charging the attached card does. */
  charge: 'ok' | 'card_declined';
}

const TEST_TOKENS: Record<string, TestCard> = {
  tok_visa: { brand: 'Visa', last4: '4242', funding: 'credit', attach: 'ok', charge: 'ok' },
  tok_mastercard: { brand: 'MasterCard', last4: '4444', funding: 'credit', attach: 'ok', charge: 'ok' },
  tok_amex: { brand: 'American Express', last4: '0005', funding: 'credit', attach: 'ok', charge: 'ok' },
  tok_visa_debit: { brand: 'Visa', last4: '5556', funding: 'debit', attach: 'ok', charge: 'ok' },
  tok_chargeDeclined: { brand: 'Visa', last4: '0002', funding: 'credit', attach: 'card_declined', charge: 'card_declined' },
  tok_chargeDeclinedInsufficientFunds: {
    brand: 'Visa',
    last4: '9995',
    funding: 'credit',
    attach: 'insufficient_funds',
    charge: 'card_declined',
  },
  tok_chargeCustomerFail: { brand: 'Visa', last4: '0341', funding: 'credit', attach: 'ok', charge: 'card_declined' },
};

/** Why a request fails, as Stripe answers it. */
class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeObject,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
const missing = (what: string, id: string, param = 'id') =>
  new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param });
const declined = (reason: 'card_declined' | 'insufficient_funds') =>
  new StripeFailure(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: reason === 'insufficient_funds' ? 'insufficient_funds' : 'generic_decline',
    message: reason === 'insufficient_funds' ? 'Your card has insufficient funds.' : 'Your card was declined.',
  });

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;

/** `a[b][0][c]=v` form fields (and query strings) as the nested object the SDK encoded. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return arraysFromIndexes(root) as Record<string, unknown>;
}

function arraysFromIndexes(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysFromIndexes(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

const asArray = (value: unknown): StripeObject[] => (Array.isArray(value) ? value : []) as StripeObject[];
const expands = (params: Record<string, unknown>, field: string) => asArray(params.expand).includes(field as never);

/** Stripe's `t=…,v1=…` signature of a webhook body: HMAC-SHA256 of "t.body" with the endpoint's secret. */
export function signWebhookPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export async function startFakeStripe(options: { port?: number } = {}): Promise<FakeStripe> {
  const secretKey = `sk_test_fake${randomBytes(12).toString('hex')}`;
  const publishableKey = `pk_test_fake${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const now = () => Math.floor(Date.now() / 1000);
  const requests: FakeStripeRequest[] = [];

  const products = new Map<string, StripeObject>(
    [
      { id: 'prod_silver', name: 'Silver', description: 'Graphs for one site, per year.', images: [], metadata: { name: 'Silver' } },
      {
        id: 'prod_gold',
        name: 'Gold',
        description: 'Everything, per site and year.',
        images: ['https://example.test/gold.png'],
        metadata: {},
      },
      { id: 'prod_bronze', name: 'Bronze', description: 'Not sold by Tilth.', images: [], metadata: { name: 'Bronze' } },
    ].map((p) => [p.id, { object: 'product', active: true, created: now(), livemode: false, ...p }]),
  );
  const plan = (id: string, product: string, amount: number, interval: string, metadata: StripeObject, active = true) => ({
    id,
    object: 'plan',
    active,
    amount,
    amount_decimal: String(amount),
    billing_scheme: 'per_unit',
    created: now(),
    currency: 'usd',
    interval,
    interval_count: 1,
    livemode: false,
    metadata,
    nickname: null,
    product,
    usage_type: 'licensed',
  });
  const plans = new Map<string, StripeObject>(
    [
      // Silver's name comes from its product; Gold's from the plan's own metadata.
      plan('plan_silver_yearly', 'prod_silver', 12000, 'year', { about: 'Silver opens the graph.' }),
      plan('plan_gold_yearly', 'prod_gold', 24000, 'year', { name: 'Gold', description: 'Gold, per site and year.', about: 'All of it.' }),
      plan('plan_bronze_monthly', 'prod_bronze', 500, 'month', {}),
      plan('plan_gold_2019', 'prod_gold', 19900, 'year', { name: 'Gold' }, false),
    ].map((p) => [p.id, p]),
  );
  const coupon = (id: string, fields: StripeObject) => ({
    id,
    object: 'coupon',
    amount_off: null,
    currency: null,
    percent_off: null,
    duration: 'once',
    name: id,
    valid: true,
    created: now(),
    livemode: false,
    metadata: {},
    times_redeemed: 0,
    ...fields,
  });
  const coupons = new Map<string, StripeObject>([
    ['FIELDDAY10', coupon('FIELDDAY10', { percent_off: 10, name: 'Field day' })],
    ['DEALER50', coupon('DEALER50', { amount_off: 5000, currency: 'usd' })],
    ['EXPIRED2024', coupon('EXPIRED2024', { percent_off: 20, valid: false })],
  ]);

  const customers = new Map<string, StripeObject>();
  /** Cards by id, with what charging them does (kept beside, not in, the card object). */
  const cards = new Map<string, { card: StripeObject; charge: TestCard['charge'] }>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices: StripeObject[] = [];

  const list = (data: StripeObject[], url: string) => ({ object: 'list', data, has_more: false, url });

  const customerOrThrow = (id: string) => {
    const customer = customers.get(id);
    if (!customer || customer.deleted) throw missing('customer', id);
    return customer;
  };

  const cardFromToken = (token: unknown, customerId: string, param: string): StripeObject => {
    const test = typeof token === 'string' ? TEST_TOKENS[token] : undefined;
    if (!test) throw missing('token', String(token), param);
    if (test.attach !== 'ok') throw declined(test.attach);
    const card = {
      id: newId('card'),
      object: 'card',
      brand: test.brand,
      last4: test.last4,
      funding: test.funding,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
      name: null,
      country: 'US',
      customer: customerId,
      cvc_check: 'pass',
      metadata: {},
    };
    cards.set(card.id, { card, charge: test.charge });
    return card;
  };

  const cardsOf = (customerId: string) => [...cards.values()].filter(({ card }) => card.customer === customerId).map(({ card }) => card);

  const couponOrThrow = (code: unknown, param: string) => {
    const found = typeof code === 'string' ? coupons.get(code) : undefined;
    if (!found) throw invalid(`No such coupon: '${String(code)}'`, param, 'resource_missing');
    if (!found.valid) throw invalid(`Coupon expired: ${found.id}`, param, 'coupon_expired');
    return found;
  };

  /** Charges the default card for the sites added; the invoice it makes (recorded only once paid). */
  const charge = (
    customer: StripeObject,
    subscriptionId: string,
    added: { plan: StripeObject; quantity: number }[],
    offer: StripeObject | null,
  ) => {
    const lines = added.map(({ plan: p, quantity }) => ({
      id: newId('il'),
      object: 'line_item',
      amount: p.amount * quantity,
      currency: p.currency,
      description: `${quantity} × ${products.get(p.product)?.name ?? p.id} (at $${(p.amount / 100).toFixed(2)} / ${p.interval})`,
      quantity,
    }));
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    const off = offer ? (offer.percent_off !== null ? Math.round((subtotal * offer.percent_off) / 100) : offer.amount_off) : 0;
    const total = Math.max(0, subtotal - off);
    if (total > 0) {
      const source = customer.default_source ? cards.get(customer.default_source) : undefined;
      if (!source) throw invalid('This customer has no attached payment source or default payment method.', 'customer');
      if (source.charge !== 'ok') throw declined('card_declined');
    }
    return {
      id: newId('in'),
      object: 'invoice',
      number: `FAKE${customer.id.slice(-4).toUpperCase()}-${String(invoices.filter((i) => i.customer === customer.id).length + 1).padStart(4, '0')}`,
      customer: customer.id,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} }, quote_details: null },
      status: 'paid',
      currency: 'usd',
      amount_due: total,
      amount_paid: total,
      amount_remaining: 0,
      subtotal,
      total,
      created: now(),
      livemode: false,
      lines: list(lines, '/v1/invoices/lines'),
    };
  };

  const discountFor = (subscriptionId: string, customerId: string, couponId: string) => ({
    id: newId('di'),
    object: 'discount',
    customer: customerId,
    source: { type: 'coupon', coupon: couponId },
    start: now(),
    end: null,
    subscription: subscriptionId,
    subscription_item: null,
    invoice: null,
    invoice_item: null,
    promotion_code: null,
    checkout_session: null,
  });

  const subscriptionItem = (subscriptionId: string, p: StripeObject, quantity: number) => ({
    id: newId('si'),
    object: 'subscription_item',
    created: now(),
    metadata: {},
    plan: p,
    price: { id: p.id, object: 'price', product: p.product, unit_amount: p.amount, currency: p.currency },
    quantity,
    subscription: subscriptionId,
  });

  const present = (subscription: StripeObject, params: Record<string, unknown>) => ({
    ...subscription,
    discounts: expands(params, 'discounts') ? subscription.discounts : subscription.discounts.map((d: StripeObject) => d.id),
  });

  const planOrThrow = (id: unknown, param: string) => {
    const found = typeof id === 'string' ? plans.get(id) : undefined;
    if (!found) throw invalid(`No such plan: '${String(id)}'`, param, 'resource_missing');
    return found;
  };

  const routes: { method: string; path: RegExp; answer: (params: Record<string, unknown>, id: string) => unknown }[] = [
    {
      method: 'GET',
      path: /^\/v1\/plans$/,
      answer: (params) => {
        const active = params.active === undefined ? null : params.active === 'true';
        const data = [...plans.values()]
          .filter((p) => active === null || p.active === active)
          .map((p) => (expands(params, 'data.product') ? { ...p, product: products.get(p.product) } : p));
        return list(data, '/v1/plans');
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/coupons\/([^/]+)$/,
      answer: (_params, code) => {
        const found = coupons.get(code);
        if (!found) throw missing('coupon', code);
        return found;
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/customers$/,
      answer: (params) => {
        const id = newId('cus');
        // The card is checked before the customer exists: a declined card creates nothing.
        const card = params.source === undefined ? null : cardFromToken(params.source, id, 'source');
        const customer = {
          id,
          object: 'customer',
          created: now(),
          email: params.email ?? null,
          name: params.name ?? null,
          phone: params.phone ?? null,
          address: params.address ?? null,
          metadata: params.metadata ?? {},
          default_source: card?.id ?? null,
          livemode: false,
        };
        customers.set(id, customer);
        return customer;
      },
    },
    { method: 'GET', path: /^\/v1\/customers\/([^/]+)$/, answer: (_params, id) => customerOrThrow(id) },
    {
      method: 'POST',
      path: /^\/v1\/customers\/([^/]+)$/,
      answer: (params, id) => {
        const customer = customerOrThrow(id);
        if (params.default_source !== undefined) {
          const card = cards.get(String(params.default_source));
          if (!card || card.card.customer !== id) throw missing('source', String(params.default_source), 'default_source');
          customer.default_source = card.card.id;
        }
        return customer;
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/customers\/([^/]+)\/sources$/,
      answer: (params, id) => {
        customerOrThrow(id);
        const data = params.object === undefined || params.object === 'card' ? cardsOf(id) : [];
        return list(data, `/v1/customers/${id}/sources`);
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/customers\/([^/]+)\/sources$/,
      answer: (params, id) => {
        const customer = customerOrThrow(id);
        const card = cardFromToken(params.source, id, 'source');
        customer.default_source ??= card.id;
        return card;
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/subscriptions$/,
      answer: (params) => {
        const customer = customerOrThrow(String(params.customer));
        const id = newId('sub');
        const items = asArray(params.items).map((item, i) =>
          subscriptionItem(id, planOrThrow(item.plan, `items[${i}][plan]`), Number(item.quantity ?? 1)),
        );
        if (items.length === 0) throw invalid('Missing required param: items.', 'items');
        const discounts = asArray(params.discounts).map((d, i) =>
          discountFor(id, customer.id, couponOrThrow(d.coupon, `discounts[${i}][coupon]`).id),
        );
        const invoice = charge(
          customer,
          id,
          items.map((item) => ({ plan: item.plan, quantity: item.quantity })),
          discounts[0] ? coupons.get(discounts[0].source.coupon)! : null,
        );
        const subscription = {
          id,
          object: 'subscription',
          customer: customer.id,
          status: 'active',
          created: now(),
          start_date: now(),
          canceled_at: null,
          ended_at: null,
          collection_method: 'charge_automatically',
          currency: 'usd',
          discounts,
          items: list(items, `/v1/subscription_items?subscription=${id}`),
          latest_invoice: invoice.id,
          metadata: params.metadata ?? {},
          livemode: false,
        };
        invoices.push(invoice);
        subscriptions.set(id, subscription);
        return present(subscription, params);
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/subscriptions\/([^/]+)$/,
      answer: (params, id) => {
        const subscription = subscriptions.get(id);
        if (!subscription) throw missing('subscription', id);
        return present(subscription, params);
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/subscriptions\/([^/]+)$/,
      answer: (params, id) => {
        const subscription = subscriptions.get(id);
        if (!subscription) throw missing('subscription', id);
        if (subscription.status === 'canceled') {
          throw invalid('A canceled subscription can only update its cancellation_details and metadata.', 'items');
        }
        const customer = customerOrThrow(subscription.customer);
        // Worked out on a copy: a declined charge leaves the subscription as it was.
        const items: StripeObject[] = subscription.items.data.map((item: StripeObject) => ({ ...item }));
        const added: { plan: StripeObject; quantity: number }[] = [];
        asArray(params.items).forEach((change, i) => {
          if (change.id === undefined) {
            const p = planOrThrow(change.plan, `items[${i}][plan]`);
            if (items.some((item) => item.plan.id === p.id)) {
              throw invalid(`Cannot add multiple subscription items with the same plan: ${p.id}`, `items[${i}][plan]`);
            }
            const item = subscriptionItem(id, p, Number(change.quantity ?? 1));
            items.push(item);
            added.push({ plan: p, quantity: item.quantity });
            return;
          }
          const index = items.findIndex((item) => item.id === change.id);
          if (index < 0) throw invalid(`No such subscription item: '${String(change.id)}'`, `items[${i}][id]`, 'resource_missing');
          if (change.deleted === 'true') {
            items.splice(index, 1);
            return;
          }
          const item = items[index]!;
          const quantity = Number(change.quantity ?? item.quantity);
          if (quantity > item.quantity) added.push({ plan: item.plan, quantity: quantity - item.quantity });
          items[index] = { ...item, quantity };
        });
        if (items.length === 0) {
          throw invalid(
            'A subscription must have at least one active plan. To cancel a subscription, please use the cancel API endpoint.',
            'items',
          );
        }
        const discounts =
          params.discounts === undefined
            ? subscription.discounts
            : asArray(params.discounts).map((d, i) => discountFor(id, customer.id, couponOrThrow(d.coupon, `discounts[${i}][coupon]`).id));
        const couponNow = params.discounts === undefined ? null : (coupons.get(discounts[0]?.source.coupon) ?? null);
        const invoice = added.length > 0 ? charge(customer, id, added, couponNow) : null;
        if (invoice) invoices.push(invoice);
        subscription.items = list(items, subscription.items.url);
        subscription.discounts = discounts;
        if (invoice) subscription.latest_invoice = invoice.id;
        return present(subscription, params);
      },
    },
    {
      method: 'DELETE',
      path: /^\/v1\/subscriptions\/([^/]+)$/,
      answer: (params, id) => {
        const subscription = subscriptions.get(id);
        if (!subscription) throw missing('subscription', id);
        if (subscription.status !== 'canceled') Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
        return present(subscription, params);
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/invoices$/,
      answer: (params) => {
        const data = invoices
          .filter((invoice) => params.customer === undefined || invoice.customer === params.customer)
          .filter(
            (invoice) => params.subscription === undefined || invoice.parent.subscription_details.subscription === params.subscription,
          )
          .reverse();
        return list(data, '/v1/invoices');
      },
    },
  ];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks).toString('utf8');
      const params = parseStripeForm(request.method === 'GET' || request.method === 'DELETE' ? url.search.slice(1) || body : body);
      const path = decodeURIComponent(url.pathname);
      requests.push({ method: request.method ?? '', path, params });
      const send = (status: number, json: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(JSON.stringify(json));
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' } });
      }
      const route = routes.find((r) => r.method === request.method && r.path.test(path));
      if (!route)
        return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path}).` } });
      try {
        send(200, route.answer(params, route.path.exec(path)?.[1] ?? ''));
      } catch (error) {
        if (error instanceof StripeFailure) return send(error.status, { error: error.body });
        send(500, { error: { type: 'api_error', message: (error as Error).message } });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secretKey,
    publishableKey,
    webhookSecret,
    requests,
    customers,
    subscriptions,
    invoices,
    webhookDelivery(type, object, deliveryOptions = {}) {
      const eventId = newId('evt');
      const body = JSON.stringify(
        {
          id: eventId,
          object: 'event',
          api_version: '2026-10-28.endive',
          created: now(),
          data: { object },
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type,
        },
        null,
        2,
      );
      return { body, eventId, signature: signWebhookPayload(body, deliveryOptions.secret ?? webhookSecret, deliveryOptions.timestamp) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
