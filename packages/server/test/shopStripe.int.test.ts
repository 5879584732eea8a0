import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { planEffectiveDay, stripeKeySchema, subscriptionChangeSchema } from '@tilth/domain';
import type { Database } from '../src/db/schema';
import { startFakeStripe, type FakeStripe } from './helpers/fakeStripe';
import { GOLD, purchase, shopTraces, SILVER } from './helpers/shopFixtures';
import { siteOn } from './helpers/siteDetailFixtures';
import { startSmtpPeer, type SmtpPeer } from './helpers/smtpPeer';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

type Session = { token: string; userId: string };

/**
 * The shop with PAYMENT_PROVIDER=stripe against the local fake of Stripe's API (issue 14): the same
 * calls, the charge at "Stripe", a declined card changing nothing, and the webhook — a wrong
 * signature refused, an event applied once however often it is delivered.
 */
describe.each(ENGINES)('the shop with Stripe (fake) on %s', (engine) => {
  let t: TestServer;
  let db: Kysely<Database>;
  let fake: FakeStripe;
  let smtp: SmtpPeer;
  const sessions = new Map<string, Session>();
  const as = (login: string) => sessions.get(login)!;
  const site: Record<string, string> = {};
  let subscriptionId: string;
  const call = (login: string, method: string, path: string, body?: unknown) => t.request(method, path, { token: as(login).token, body });
  const deliver = (delivery: { body: string; signature: string }) =>
    t.request('POST', '/stripe/webhook', {
      raw: delivery.body,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': delivery.signature },
    });

  beforeAll(async () => {
    fake = await startFakeStripe();
    smtp = await startSmtpPeer();
    t = await startTestServer(engine, {
      smtpUrl: smtp.url,
      paymentProvider: 'stripe',
      stripeSecretKey: fake.secretKey,
      stripePublishableKey: fake.publishableKey,
      stripeWebhookSecret: fake.webhookSecret,
      stripeApiUrl: fake.url,
    });
    db = t.server.database.db;
    for (const login of ['dealer.admin', 'business.admin']) sessions.set(login, await t.signin(login));
    const farm = (await db.selectFrom('farms').select('id').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow()).id;
    for (const key of ['a', 'b', 'c']) site[key] = (await siteOn(db, farm, { name: `Stripe ${key}`, plan: 'None' })).id;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await smtp?.close();
  });

  it('gives the publishable key and Stripe’s plans on sale', async () => {
    expect(stripeKeySchema.parse((await call('dealer.admin', 'GET', '/stripe/key')).body.data)).toEqual({
      stripeAPIKey: { key: fake.publishableKey },
      provider: 'stripe',
    });
    const plans = (await call('dealer.admin', 'GET', '/plans')).body.data as { id: string }[];
    expect(plans.map((p) => p.id).sort()).toEqual([GOLD, SILVER]);
  });

  it('lets the browser load Stripe.js and reach Stripe’s API (Content-Security-Policy)', async () => {
    const csp = (await t.request('GET', '/health')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
  });

  it('a customer with a card buys Gold for two sites at Stripe, then extends it', async () => {
    expect((await call('dealer.admin', 'POST', '/customers', { token: 'tok_visa' })).status).toBe(200);
    const bought = await call('dealer.admin', 'POST', '/subscriptions', purchase(GOLD, [site.a!, site.b!]));
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const data = subscriptionChangeSchema.parse(bought.body.data);
    subscriptionId = data.subscription.id;
    expect(fake.subscriptions.get(subscriptionId)?.items.data.map((i: { quantity: number }) => i.quantity)).toEqual([2]);
    expect(data.pending.map((p) => p.newPlan)).toEqual(['Gold', 'Gold']);
    const invoices = (await call('dealer.admin', 'GET', '/subscriptions/invoices')).body.data as { amount_paid: number }[];
    expect(invoices[0]!.amount_paid).toBe(48000);
    await smtp.waitFor('dealer.admin@demo.tilth.farm', /\$480\.00/);

    const item = data.subscription.items.data[0]!.id;
    const extended = await call('dealer.admin', 'PATCH', `/subscriptions/${subscriptionId}`, {
      isSiteAdditionOperation: true,
      subscriptionItemId: item,
      subscriptionData: { selectedPlan: { plan: GOLD, name: 'Gold', sites: [site.c!] } },
    });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    expect(fake.subscriptions.get(subscriptionId)?.items.data[0].quantity).toBe(3);
  });

  it('a card Stripe declines answers 402 and writes nothing', async () => {
    expect((await call('business.admin', 'POST', '/customers', { token: 'tok_chargeCustomerFail' })).status).toBe(200);
    const other = (
      await siteOn(db, (await db.selectFrom('farms').select('id').where('name', '=', 'Cotton Flat').executeTakeFirstOrThrow()).id, {
        name: 'Declined',
        plan: 'None',
      })
    ).id;
    const declined = await call('business.admin', 'POST', '/subscriptions', purchase(SILVER, [other]));
    expect([declined.status, declined.body.message]).toEqual([402, 'Your card was declined.']);
    const traces = await shopTraces(db, other);
    expect([traces.paid, traces.pending, traces.audit]).toEqual([[], undefined, []]);
    expect(await db.selectFrom('shop_subscriptions').select('id').where('user_id', '=', as('business.admin').userId).execute()).toEqual([]);
  });

  it('refuses a webhook whose signature does not verify', async () => {
    const forged = fake.webhookDelivery(
      'customer.subscription.deleted',
      { id: subscriptionId, object: 'subscription' },
      { secret: 'whsec_wrong' },
    );
    const answer = await deliver(forged);
    expect([answer.status, answer.body.message]).toEqual([400, 'Webhook signature does not verify']);
    expect((await deliver({ body: forged.body, signature: '' })).status).toBe(400);
    expect(
      (await db.selectFrom('shop_subscriptions').select('status').where('id', '=', subscriptionId).executeTakeFirstOrThrow()).status,
    ).toBe('active');
  });

  it('applies a repeated subscription.deleted event once: its sites go to None next day, audited as its owner', async () => {
    const event = fake.webhookDelivery('customer.subscription.deleted', { ...fake.subscriptions.get(subscriptionId), status: 'canceled' });
    const first = await deliver(event);
    expect([first.status, first.body.data]).toEqual([200, { received: true, duplicate: false }]);
    const auditsAfterFirst = await db.selectFrom('plan_audit').select('id').execute();
    const again = await deliver(event);
    expect([again.status, again.body.data]).toEqual([200, { received: true, duplicate: true }]);
    expect(await db.selectFrom('plan_audit').select('id').execute()).toHaveLength(auditsAfterFirst.length);

    expect(
      (await db.selectFrom('shop_subscriptions').select('status').where('id', '=', subscriptionId).executeTakeFirstOrThrow()).status,
    ).toBe('canceled');
    for (const key of ['a', 'b', 'c']) {
      const traces = await shopTraces(db, site[key]!);
      expect(
        traces.paid.every((p) => p.removed_at !== null),
        key,
      ).toBe(true);
      // None with Gold pending, back to None: nothing pending; the audit names the subscription's owner.
      expect(traces.pending, key).toBeUndefined();
      expect(traces.audit.at(-1), key).toMatchObject({ old_plan: 'Gold', current_plan: 'None', modified_by: as('dealer.admin').userId });
    }
    expect(await db.selectFrom('payment_webhook_events').select(['id', 'type']).execute()).toEqual([
      { id: event.eventId, type: 'customer.subscription.deleted' },
    ]);
  });

  it('mails the owner when a payment fails, once', async () => {
    const fresh = await call('dealer.admin', 'POST', '/subscriptions', purchase(SILVER, [site.a!]));
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    const id = fresh.body.data.subscription.id as string;
    expect(fresh.body.data.pending).toEqual([
      { siteId: site.a!, oldPlan: 'None', newPlan: 'Silver', effectiveDay: planEffectiveDay(Date.now(), 'America/Chicago') },
    ]);
    const failed = fake.webhookDelivery('invoice.payment_failed', {
      id: 'in_failed1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: id } },
    });
    expect((await deliver(failed)).body.data).toEqual({ received: true, duplicate: false });
    expect((await deliver(failed)).body.data).toEqual({ received: true, duplicate: true });
    // A second failed invoice after the repeat: once its mail is in, a mail for the repeat would be too.
    const next = fake.webhookDelivery('invoice.payment_failed', {
      id: 'in_failed2',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: id } },
    });
    expect((await deliver(next)).body.data).toEqual({ received: true, duplicate: false });
    const notices = () =>
      smtp.mails.filter((m) => m.to.includes('dealer.admin@demo.tilth.farm') && /could not collect a payment/.test(m.content));
    await expect.poll(() => notices().length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    expect(notices()).toHaveLength(2);
  });
});
