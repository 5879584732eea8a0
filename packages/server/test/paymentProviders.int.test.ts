import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponSchema, invoiceSchema, shopPlanSchema, stripeCustomerDetailsSchema } from '@tilth/domain';
import { migrateToLatest, openDatabase, type Db } from '../src/db/database';
import { createPaymentProvider } from '../src/modules/shop/payments/createPaymentProvider';
import { LocalPaymentProvider, TOKEN_OF_ANOTHER_USER } from '../src/modules/shop/payments/localProvider';
import {
  PaymentDeclinedError,
  PaymentInputError,
  PaymentProviderUnavailableError,
  WebhookSignatureError,
  type PaymentProvider,
} from '../src/modules/shop/payments/paymentProvider';
import { NOT_A_TEST_CARD } from '../src/modules/shop/payments/testCards';
import { startFakeStripe, type FakeStripe } from './helpers/fakeStripe';
import { createTestDatabase, ENGINES, type TestDatabase } from './helpers/testDatabase';

const LOCAL_TABLES = [
  'local_pay_tokens',
  'local_pay_customers',
  'local_pay_cards',
  'local_pay_subscriptions',
  'local_pay_subscription_items',
  'local_pay_invoices',
] as const;

const card = (number: string, extra: Partial<{ exp_month: number; exp_year: number; cvc: string; name: string }> = {}) => ({
  number,
  exp_month: 12,
  exp_year: 2030,
  cvc: number.startsWith('37') ? '1234' : '123',
  ...extra,
});
const customerInput = (userId: string) => ({ userId, email: `${userId}@example.test`, name: `Buyer ${userId}` });

describe.each(ENGINES)('local payment provider on %s', (engine) => {
  let database: TestDatabase;
  let db: Db;
  let now = Date.parse('2026-11-24T15:00:00Z');
  let provider: LocalPaymentProvider;
  /** Every card number typed into the card form here: none may reach the database. */
  const numbersUsed = new Set<string>();

  const tick = () => (now += 60_000);
  /** A token the card form makes for `userId`. */
  const token = async (userId: string, number: string, extra?: Parameters<typeof card>[1]) => {
    numbersUsed.add(number);
    tick();
    return (await provider.createToken(card(number, extra), userId)).id;
  };
  const rows = async (table: (typeof LOCAL_TABLES)[number]) => db.db.selectFrom(table).selectAll().execute();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = openDatabase(database.url);
    await migrateToLatest(db.db);
    const chosen = createPaymentProvider(
      { paymentProvider: 'local', stripeSecretKey: null, stripePublishableKey: null, stripeWebhookSecret: null, stripeApiUrl: null },
      db.db,
      () => now,
    );
    expect(chosen).toBeInstanceOf(LocalPaymentProvider);
    provider = chosen as LocalPaymentProvider;
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('sells Silver and Gold and knows its coupons', async () => {
    const plans = await provider.listPlans();
    expect(plans.map((plan) => [plan.id, plan.metadata.name, plan.amount])).toEqual([
      ['plan_silver_yearly', 'Silver', 12000],
      ['plan_gold_yearly', 'Gold', 24000],
    ]);
    for (const plan of plans) shopPlanSchema.parse(plan);
    expect(couponSchema.parse(await provider.retrieveCoupon('FIELDDAY10'))).toMatchObject({ percent_off: 10, valid: true });
    expect(await provider.retrieveCoupon('EXPIRED2024')).toMatchObject({ valid: false });
    expect(await provider.retrieveCoupon('NOPE')).toBeNull();
    expect(provider.publishableKey()).toBeNull();
  });

  it('tokenises only valid, unexpired test cards', async () => {
    const visa = await provider.createToken(card('4242 4242 4242 4242'.replace(/ /g, '')), 'alice');
    numbersUsed.add('4242424242424242');
    expect(visa).toEqual({ id: expect.stringMatching(/^tok_[A-Za-z0-9]+$/), card: { brand: 'Visa', last4: '4242' } });
    await expect(provider.createToken(card('4111111111111111'), 'alice')).rejects.toThrow(NOT_A_TEST_CARD);
    await expect(provider.createToken(card('4242424242424241'), 'alice')).rejects.toBeInstanceOf(PaymentInputError);
    await expect(provider.createToken(card('4242424242424242', { exp_year: 2026, exp_month: 10 }), 'alice')).rejects.toThrow(
      "Your card's expiration date is in the past",
    );
    // This month still pays.
    await expect(provider.createToken(card('4242424242424242', { exp_year: 2026, exp_month: 11 }), 'alice')).resolves.toBeTruthy();
    numbersUsed.add('4111111111111111').add('4242424242424241');
  });

  it('makes a customer with a first default card, adds cards and changes the default', async () => {
    const first = await provider.createCustomer(customerInput('alice'), await token('alice', '4242424242424242'));
    stripeCustomerDetailsSchema.parse(first);
    expect(first.id).toMatch(/^cus_/);
    expect(first.sources.data).toEqual([
      { id: expect.stringMatching(/^card_/), name: null, brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    ]);
    expect(first.default_source).toBe(first.sources.data[0]!.id);

    const withSecond = await provider.addCard(first.id, await token('alice', '5555555555554444', { name: 'Alice Field' }));
    expect(withSecond.sources.data.map((c) => [c.brand, c.last4, c.name])).toEqual([
      ['Visa', '4242', null],
      ['MasterCard', '4444', 'Alice Field'],
    ]);
    expect(withSecond.default_source).toBe(first.default_source);

    const changed = await provider.setDefaultCard(first.id, withSecond.sources.data[1]!.id);
    expect(changed.default_source).toBe(withSecond.sources.data[1]!.id);
    expect(await provider.retrieveCustomer(first.id)).toEqual(changed);
    expect(await provider.retrieveCustomer('cus_unknown')).toBeNull();
  });

  it("refuses another customer's card, another user's token, a used token and an unknown one", async () => {
    const alice = await provider.createCustomer(customerInput('alice2'), await token('alice2', '4242424242424242'));
    const bob = await provider.createCustomer(customerInput('bob'), await token('bob', '378282246310005'));
    await expect(provider.setDefaultCard(alice.id, bob.sources.data[0]!.id)).rejects.toBeInstanceOf(PaymentInputError);
    expect((await provider.retrieveCustomer(alice.id))?.default_source).toBe(alice.default_source);

    // A token serves its maker only: refused for another customer (or another user's new
    // customer), it stays usable by its maker, once.
    const once = await token('alice2', '5555555555554444');
    await expect(provider.addCard(bob.id, once)).rejects.toEqual(new PaymentInputError(TOKEN_OF_ANOTHER_USER, 'token'));
    await expect(provider.createCustomer(customerInput('carl'), once)).rejects.toMatchObject({ field: 'token' });
    await provider.addCard(alice.id, once);
    await expect(provider.addCard(alice.id, once)).rejects.toThrow(/more than once/);
    await expect(provider.addCard(bob.id, 'tok_neverIssued')).rejects.toThrow(/No such token/);
    expect((await provider.retrieveCustomer(bob.id))?.sources.data).toHaveLength(1);
    expect((await provider.retrieveCustomer(alice.id))?.sources.data).toHaveLength(2);
  });

  it('refuses cards declined when attached, creating no customer', async () => {
    const before = (await rows('local_pay_customers')).length;
    await expect(provider.createCustomer(customerInput('carol'), await token('carol', '4000000000000002'))).rejects.toEqual(
      new PaymentDeclinedError('Your card was declined.'),
    );
    await expect(provider.createCustomer(customerInput('carol'), await token('carol', '4000000000009995'))).rejects.toThrow(
      'Your card has insufficient funds.',
    );
    expect(await rows('local_pay_customers')).toHaveLength(before);
  });

  it('charges a new subscription at once, with its invoice and coupon', async () => {
    const customer = await provider.createCustomer(customerInput('dave'), await token('dave', '4242424242424242'));
    tick();
    const subscription = await provider.createSubscription({
      customerId: customer.id,
      items: [{ planId: 'plan_gold_yearly', quantity: 2 }],
      coupon: 'FIELDDAY10',
      metadata: { userId: 'dave' },
    });
    expect(subscription).toMatchObject({
      id: expect.stringMatching(/^sub_/),
      customer: customer.id,
      status: 'active',
      coupon: 'FIELDDAY10',
      created: Math.floor(now / 1000),
      items: [{ id: expect.stringMatching(/^si_/), planId: 'plan_gold_yearly', quantity: 2 }],
    });
    const invoice = (await provider.listInvoices(customer.id))[0]!;
    invoiceSchema.parse(invoice);
    expect(invoice).toMatchObject({
      id: subscription.latestInvoiceId,
      subscription: subscription.id,
      status: 'paid',
      amount_due: 43200,
      amount_paid: 43200,
      number: expect.stringMatching(/-0001$/),
    });
    expect(invoice.lines.data).toEqual([
      { description: '2 × Gold (per year)', amount: 48000, quantity: 2 },
      { description: 'Coupon FIELDDAY10 (10 % off)', amount: -4800, quantity: null },
    ]);
    await expect(
      provider.createSubscription({
        customerId: customer.id,
        items: [{ planId: 'plan_gold_yearly', quantity: 1 }],
        coupon: 'EXPIRED2024',
        metadata: {},
      }),
    ).rejects.toMatchObject({ field: 'coupon' });
    await expect(
      provider.createSubscription({ customerId: customer.id, items: [{ planId: 'plan_platinum', quantity: 1 }], metadata: {} }),
    ).rejects.toMatchObject({ field: 'plan' });
  });

  it('adds an item, changes quantities, removes an item and cancels', async () => {
    const customer = await provider.createCustomer(customerInput('erin'), await token('erin', '4242424242424242'));
    tick();
    const created = await provider.createSubscription({
      customerId: customer.id,
      items: [{ planId: 'plan_gold_yearly', quantity: 1 }],
      metadata: {},
    });
    const gold = created.items[0]!;

    tick();
    const withSilver = await provider.updateSubscriptionItems(created.id, [{ planId: 'plan_silver_yearly', quantity: 2 }], 'DEALER50');
    const silver = withSilver.items.find((item) => item.planId === 'plan_silver_yearly')!;
    expect(withSilver.items).toHaveLength(2);
    expect(withSilver.coupon).toBe('DEALER50');

    tick();
    const moreGold = await provider.updateSubscriptionItems(created.id, [{ itemId: gold.id, planId: 'plan_gold_yearly', quantity: 3 }]);
    expect(moreGold.items.find((item) => item.id === gold.id)?.quantity).toBe(3);

    tick();
    // A move of one site from Silver to Gold in one call: Gold +1 is charged, Silver −1 is not refunded.
    const moved = await provider.updateSubscriptionItems(created.id, [
      { itemId: silver.id, planId: 'plan_silver_yearly', quantity: 1 },
      { itemId: gold.id, planId: 'plan_gold_yearly', quantity: 4 },
    ]);
    expect(moved.items.map((item) => item.quantity)).toEqual([4, 1]);

    tick();
    const fewer = await provider.updateSubscriptionItems(created.id, [{ itemId: gold.id, planId: 'plan_gold_yearly', quantity: 2 }]);
    expect(fewer.latestInvoiceId).toBeNull();

    const invoices = await provider.listInvoices(customer.id, created.id);
    expect(invoices.map((invoice) => invoice.amount_paid)).toEqual([24000, 48000, 19000, 24000]);
    expect(invoices[2]!.lines.data).toEqual([
      { description: '2 × Silver (per year)', amount: 24000, quantity: 2 },
      { description: 'Coupon DEALER50 ($50.00 off)', amount: -5000, quantity: null },
    ]);
    expect(invoices[0]!.number).toMatch(/-0004$/);

    const withoutSilver = await provider.updateSubscriptionItems(created.id, [
      { itemId: silver.id, planId: 'plan_silver_yearly', quantity: 0 },
    ]);
    expect(withoutSilver.items).toEqual([{ id: gold.id, planId: 'plan_gold_yearly', quantity: 2 }]);
    await expect(
      provider.updateSubscriptionItems(created.id, [{ itemId: gold.id, planId: 'plan_gold_yearly', quantity: 0 }]),
    ).rejects.toThrow(/at least one active plan/);
    await expect(provider.updateSubscriptionItems(created.id, [{ planId: 'plan_gold_yearly', quantity: 1 }])).rejects.toThrow(
      /already has an item/,
    );

    const canceled = await provider.cancelSubscription(created.id);
    expect(canceled.status).toBe('canceled');
    expect((await provider.retrieveSubscription(created.id))?.status).toBe('canceled');
    await expect(
      provider.updateSubscriptionItems(created.id, [{ itemId: gold.id, planId: 'plan_gold_yearly', quantity: 3 }]),
    ).rejects.toBeInstanceOf(PaymentInputError);
    expect(await provider.retrieveSubscription('sub_unknown')).toBeNull();
  });

  it('a card declined at the charge leaves no subscription, no invoice and no change', async () => {
    const customer = await provider.createCustomer(customerInput('fay'), await token('fay', '4000000000000341'));
    expect(customer.sources.data[0]!.last4).toBe('0341');
    const subscriptionsBefore = (await rows('local_pay_subscriptions')).length;
    const invoicesBefore = (await rows('local_pay_invoices')).length;
    await expect(
      provider.createSubscription({ customerId: customer.id, items: [{ planId: 'plan_gold_yearly', quantity: 2 }], metadata: {} }),
    ).rejects.toEqual(new PaymentDeclinedError('Your card was declined.'));
    expect(await rows('local_pay_subscriptions')).toHaveLength(subscriptionsBefore);
    expect(await rows('local_pay_invoices')).toHaveLength(invoicesBefore);
    expect(await provider.listInvoices(customer.id)).toEqual([]);

    // With a good card first, then the failing card as default: an added site changes nothing.
    const good = await provider.addCard(customer.id, await token('fay', '4242424242424242'));
    const goodCard = good.sources.data.find((c) => c.last4 === '4242')!;
    await provider.setDefaultCard(customer.id, goodCard.id);
    const subscription = await provider.createSubscription({
      customerId: customer.id,
      items: [{ planId: 'plan_gold_yearly', quantity: 1 }],
      metadata: {},
    });
    await provider.setDefaultCard(customer.id, customer.sources.data[0]!.id);
    await expect(
      provider.updateSubscriptionItems(subscription.id, [{ itemId: subscription.items[0]!.id, planId: 'plan_gold_yearly', quantity: 2 }]),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(provider.updateSubscriptionItems(subscription.id, [{ planId: 'plan_silver_yearly', quantity: 1 }])).rejects.toBeInstanceOf(
      PaymentDeclinedError,
    );
    const after = await provider.retrieveSubscription(subscription.id);
    expect(after?.items).toEqual(subscription.items);
    expect(await provider.listInvoices(customer.id)).toHaveLength(1);
  });

  it('refuses a subscription without a default card', async () => {
    const customer = await provider.createCustomer(customerInput('gus'));
    expect(customer).toEqual({ id: customer.id, default_source: null, sources: { data: [] } });
    await expect(
      provider.createSubscription({ customerId: customer.id, items: [{ planId: 'plan_silver_yearly', quantity: 1 }], metadata: {} }),
    ).rejects.toMatchObject({ field: 'card' });
  });

  it('refuses every webhook delivery', () => {
    expect(() => provider.parseWebhook(Buffer.from('{}'), 't=1,v1=abc')).toThrow(WebhookSignatureError);
  });

  it('keeps no card number anywhere in its books', async () => {
    const text = JSON.stringify(await Promise.all(LOCAL_TABLES.map(rows)));
    for (const number of numbersUsed) expect(text).not.toContain(number);
    expect(text).not.toMatch(/\d{12,}/);
    // The books were written to: the scan looked at real rows.
    for (const table of LOCAL_TABLES) expect((await rows(table)).length).toBeGreaterThan(0);
  });
});

describe('Stripe payment provider against the fake Stripe API', () => {
  let fake: FakeStripe;
  let provider: PaymentProvider;

  const lastRequest = (method: string, path: RegExp) => [...fake.requests].reverse().find((r) => r.method === method && path.test(r.path))!;

  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = createPaymentProvider(
      {
        paymentProvider: 'stripe',
        stripeSecretKey: fake.secretKey,
        stripePublishableKey: fake.publishableKey,
        stripeWebhookSecret: fake.webhookSecret,
        stripeApiUrl: fake.url,
      },
      // The Stripe provider keeps nothing in Tilth's database.
      null as never,
    );
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('sells only the active Silver and Gold plans, named by plan or product metadata', async () => {
    expect(provider.name).toBe('stripe');
    expect(provider.publishableKey()).toBe(fake.publishableKey);
    const plans = await provider.listPlans();
    for (const plan of plans) shopPlanSchema.parse(plan);
    expect(plans).toEqual([
      {
        id: 'plan_silver_yearly',
        object: 'plan',
        product: 'prod_silver',
        amount: 12000,
        currency: 'usd',
        interval: 'year',
        interval_count: 1,
        metadata: { name: 'Silver', description: 'Graphs for one site, per year.', about: 'Silver opens the graph.', image: '' },
      },
      {
        id: 'plan_gold_yearly',
        object: 'plan',
        product: 'prod_gold',
        amount: 24000,
        currency: 'usd',
        interval: 'year',
        interval_count: 1,
        metadata: { name: 'Gold', description: 'Gold, per site and year.', about: 'All of it.', image: 'https://example.test/gold.png' },
      },
    ]);
    expect(lastRequest('GET', /^\/v1\/plans$/).params).toMatchObject({ active: 'true', expand: ['data.product'] });
  });

  it('retrieves coupons, null when Stripe has none', async () => {
    expect(await provider.retrieveCoupon('FIELDDAY10')).toEqual({
      id: 'FIELDDAY10',
      name: 'Field day',
      percent_off: 10,
      amount_off: null,
      currency: null,
      duration: 'once',
      valid: true,
    });
    expect(await provider.retrieveCoupon('NOSUCHCODE')).toBeNull();
  });

  it('creates a customer with a card, attaches another and changes the default', async () => {
    const created = await provider.createCustomer({ ...customerInput('u1'), addressLine1: '1 Farm Rd' }, 'tok_visa');
    stripeCustomerDetailsSchema.parse(created);
    expect(created.sources.data).toEqual([
      { id: expect.stringMatching(/^card_/), name: null, brand: 'Visa', last4: '4242', exp_month: 12, exp_year: expect.any(Number) },
    ]);
    expect(created.default_source).toBe(created.sources.data[0]!.id);
    expect(fake.customers.get(created.id)).toMatchObject({
      email: 'u1@example.test',
      metadata: { userId: 'u1' },
      address: { line1: '1 Farm Rd' },
    });

    const withSecond = await provider.addCard(created.id, 'tok_mastercard');
    expect(withSecond.sources.data.map((c) => c.brand)).toEqual(['Visa', 'MasterCard']);
    expect(withSecond.default_source).toBe(created.default_source);

    const changed = await provider.setDefaultCard(created.id, withSecond.sources.data[1]!.id);
    expect(changed.default_source).toBe(withSecond.sources.data[1]!.id);
    expect(fake.customers.get(created.id)?.default_source).toBe(withSecond.sources.data[1]!.id);

    const other = await provider.createCustomer(customerInput('u2'), 'tok_amex');
    await expect(provider.setDefaultCard(created.id, other.sources.data[0]!.id)).rejects.toBeInstanceOf(PaymentInputError);
    expect(await provider.retrieveCustomer('cus_missing')).toBeNull();
  });

  it('a card declined when attached creates no customer (402 → PaymentDeclinedError)', async () => {
    const before = fake.customers.size;
    await expect(provider.createCustomer(customerInput('u3'), 'tok_chargeDeclined')).rejects.toEqual(
      new PaymentDeclinedError('Your card was declined.', 'card_declined'),
    );
    expect(fake.customers.size).toBe(before);
    await expect(provider.addCard([...fake.customers.keys()][0]!, 'tok_unknown')).rejects.toBeInstanceOf(PaymentInputError);
  });

  it('creates, extends, shrinks and cancels a subscription, charging additions at once', async () => {
    const customer = await provider.createCustomer(customerInput('u4'), 'tok_visa');
    const created = await provider.createSubscription({
      customerId: customer.id,
      items: [{ planId: 'plan_gold_yearly', quantity: 2 }],
      coupon: 'FIELDDAY10',
      metadata: { userId: 'u4' },
    });
    expect(created).toMatchObject({
      id: expect.stringMatching(/^sub_/),
      customer: customer.id,
      status: 'active',
      coupon: 'FIELDDAY10',
      items: [{ planId: 'plan_gold_yearly', quantity: 2 }],
      latestInvoiceId: expect.stringMatching(/^in_/),
    });
    expect(lastRequest('POST', /^\/v1\/subscriptions$/).params).toMatchObject({
      customer: customer.id,
      items: [{ plan: 'plan_gold_yearly', quantity: '2' }],
      discounts: [{ coupon: 'FIELDDAY10' }],
      payment_behavior: 'error_if_incomplete',
      proration_behavior: 'always_invoice',
      metadata: { userId: 'u4' },
    });

    const gold = created.items[0]!;
    const extended = await provider.updateSubscriptionItems(created.id, [
      { itemId: gold.id, planId: 'plan_gold_yearly', quantity: 3 },
      { planId: 'plan_silver_yearly', quantity: 1 },
    ]);
    expect(extended.items.map((item) => [item.planId, item.quantity])).toEqual([
      ['plan_gold_yearly', 3],
      ['plan_silver_yearly', 1],
    ]);
    expect(lastRequest('POST', /^\/v1\/subscriptions\/sub_/).params).toMatchObject({
      items: [
        { id: gold.id, quantity: '3' },
        { plan: 'plan_silver_yearly', quantity: '1' },
      ],
      payment_behavior: 'error_if_incomplete',
      proration_behavior: 'always_invoice',
    });

    const silver = extended.items[1]!;
    const shrunk = await provider.updateSubscriptionItems(created.id, [{ itemId: silver.id, planId: 'plan_silver_yearly', quantity: 0 }]);
    expect(shrunk.items.map((item) => item.id)).toEqual([gold.id]);
    expect(lastRequest('POST', /^\/v1\/subscriptions\/sub_/).params).toMatchObject({ items: [{ id: silver.id, deleted: 'true' }] });

    expect((await provider.retrieveSubscription(created.id))?.items).toEqual(shrunk.items);
    expect(await provider.retrieveSubscription('sub_missing')).toBeNull();

    const invoices = await provider.listInvoices(customer.id, created.id);
    for (const invoice of invoices) invoiceSchema.parse(invoice);
    expect(invoices.map((invoice) => [invoice.subscription, invoice.status, invoice.amount_paid])).toEqual([
      [created.id, 'paid', 36000],
      [created.id, 'paid', 43200],
    ]);

    const canceled = await provider.cancelSubscription(created.id);
    expect(canceled.status).toBe('canceled');
    expect(fake.subscriptions.get(created.id)?.status).toBe('canceled');
  });

  it('a card declined at the charge throws PaymentDeclinedError and changes no subscription', async () => {
    const customer = await provider.createCustomer(customerInput('u5'), 'tok_visa');
    const subscription = await provider.createSubscription({
      customerId: customer.id,
      items: [{ planId: 'plan_silver_yearly', quantity: 1 }],
      metadata: {},
    });
    const failing = await provider.addCard(customer.id, 'tok_chargeCustomerFail');
    await provider.setDefaultCard(customer.id, failing.sources.data.find((c) => c.last4 === '0341')!.id);

    const before = JSON.stringify(fake.subscriptions.get(subscription.id));
    const invoiceCount = fake.invoices.length;
    await expect(
      provider.updateSubscriptionItems(subscription.id, [{ itemId: subscription.items[0]!.id, planId: 'plan_silver_yearly', quantity: 4 }]),
    ).rejects.toEqual(new PaymentDeclinedError('Your card was declined.', 'card_declined'));
    expect(JSON.stringify(fake.subscriptions.get(subscription.id))).toBe(before);
    expect(fake.invoices.length).toBe(invoiceCount);

    const subscriptionCount = fake.subscriptions.size;
    const declinedOnly = await provider.createCustomer(customerInput('u6'), 'tok_chargeCustomerFail');
    await expect(
      provider.createSubscription({ customerId: declinedOnly.id, items: [{ planId: 'plan_gold_yearly', quantity: 1 }], metadata: {} }),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
    expect(fake.subscriptions.size).toBe(subscriptionCount);
  });

  it('verifies webhook signatures: refused when wrong, the event when right', async () => {
    const subscription = { id: 'sub_webhook1', object: 'subscription', status: 'canceled' };
    const good = fake.webhookDelivery('customer.subscription.deleted', subscription);
    expect(provider.parseWebhook(Buffer.from(good.body), good.signature)).toEqual({
      id: good.eventId,
      type: 'customer.subscription.deleted',
      kind: 'subscription.canceled',
      subscriptionId: 'sub_webhook1',
    });

    const wrongSecret = fake.webhookDelivery('customer.subscription.deleted', subscription, { secret: 'whsec_wrong' });
    expect(() => provider.parseWebhook(Buffer.from(wrongSecret.body), wrongSecret.signature)).toThrow(
      new WebhookSignatureError('Webhook signature does not verify'),
    );
    expect(() => provider.parseWebhook(Buffer.from(good.body.replace('sub_webhook1', 'sub_webhook2')), good.signature)).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider.parseWebhook(Buffer.from(good.body), undefined)).toThrow(WebhookSignatureError);
    const stale = fake.webhookDelivery('customer.subscription.deleted', subscription, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(() => provider.parseWebhook(Buffer.from(stale.body), stale.signature)).toThrow(WebhookSignatureError);

    const failed = fake.webhookDelivery('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_webhook1' } },
    });
    expect(provider.parseWebhook(Buffer.from(failed.body), failed.signature)).toMatchObject({
      kind: 'invoice.payment_failed',
      subscriptionId: 'sub_webhook1',
    });
  });

  it('an unreachable Stripe or a refused key is PaymentProviderUnavailableError', async () => {
    const config = { paymentProvider: 'stripe' as const, stripePublishableKey: 'pk_test_x', stripeWebhookSecret: null };
    const wrongKey = createPaymentProvider({ ...config, stripeSecretKey: 'sk_test_wrong', stripeApiUrl: fake.url }, null as never);
    await expect(wrongKey.listPlans()).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    const closed = await startFakeStripe();
    await closed.close();
    const unreachable = createPaymentProvider({ ...config, stripeSecretKey: closed.secretKey, stripeApiUrl: closed.url }, null as never);
    await expect(unreachable.retrieveCoupon('FIELDDAY10')).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
  });
});
