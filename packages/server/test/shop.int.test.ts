import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  cancelSubscriptionSchema,
  couponSchema,
  customerAnswerSchema,
  customerPlanSchema,
  formatPrice,
  invoiceSchema,
  paymentProfileSchema,
  planEffectiveDay,
  shopPlanSchema,
  shopSiteSchema,
  shopSubscriptionSchema,
  siteSubscriptionSchema,
  stripeKeySchema,
  subscriptionChangeSchema,
  type SubscriptionChange,
} from '@tilth/domain';
import type { Database } from '../src/db/schema';
import { CARDS, cardToken, GOLD, purchase, shopTraces, SILVER } from './helpers/shopFixtures';
import { siteOn } from './helpers/siteDetailFixtures';
import { startSmtpPeer, type SmtpPeer } from './helpers/smtpPeer';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

type Session = { token: string; userId: string };
const TZ = 'America/Chicago';

/**
 * The shop with the local provider (issue 14, spec 002 §2.8, §4, §7.3): plans, coupons, saved cards,
 * purchases that change plans the subscription screens' way, extending, removing and cancelling.
 * Who may buy, declines and bad input: shopRules.int.test.ts.
 */
describe.each(ENGINES)('the shop on %s', (engine) => {
  let t: TestServer;
  let db: Kysely<Database>;
  let smtp: SmtpPeer;
  const sessions = new Map<string, Session>();
  const as = (login: string) => sessions.get(login)!;
  const site: Record<string, { id: string; siteId: string }> = {};
  let subscriptionId: string;
  let goldItem: string;

  const call = <T = any>(login: string, method: string, path: string, body?: unknown) =>
    t.request<T>(method, path, { token: as(login).token, body });
  const buy = (login: string, body: unknown) => call<SubscriptionChange>(login, 'POST', '/subscriptions', body);
  const change = (login: string, id: string, body: unknown) => call<SubscriptionChange>(login, 'PATCH', `/subscriptions/${id}`, body);
  const invoices = async (login: string, query = '') =>
    z.array(invoiceSchema).parse((await call(login, 'GET', `/subscriptions/invoices${query}`)).body.data);

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestServer(engine, { smtpUrl: smtp.url });
    db = t.server.database.db;
    for (const login of ['admin', 'dealer.admin', 'business.admin', 'farm.user']) sessions.set(login, await t.signin(login));
    const farm = (await db.selectFrom('farms').select('id').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow()).id;
    for (const [key, plan] of [
      ['a', 'None'],
      ['b', 'Silver'],
      ['c', 'None'],
      ['d', 'None'],
      ['e', 'Gold'],
    ] as const) {
      const made = await siteOn(db, farm, { name: `Shop ${key}`, plan });
      site[key] = { id: made.id, siteId: made.siteId };
    }
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('lists the plans with their price, the provider’s key and coupons (valid, expired, unknown)', async () => {
    const plans = z.array(shopPlanSchema).parse((await call('farm.user', 'GET', '/plans')).body.data);
    expect(plans.map((p) => [p.id, p.metadata.name, formatPrice(p.amount, p.currency), p.interval])).toEqual([
      [SILVER, 'Silver', '$120.00', 'year'],
      [GOLD, 'Gold', '$240.00', 'year'],
    ]);
    expect(stripeKeySchema.parse((await call('farm.user', 'GET', '/stripe/key')).body.data)).toEqual({
      stripeAPIKey: { key: null },
      provider: 'local',
    });
    const valid = couponSchema.parse((await call('dealer.admin', 'GET', '/coupons/FIELDDAY10')).body.data);
    expect([valid.valid, valid.percent_off]).toEqual([true, 10]);
    expect((await call('dealer.admin', 'GET', '/coupons/EXPIRED2024')).body.data.valid).toBe(false);
    expect((await call('dealer.admin', 'GET', '/coupons/NOSUCH')).status).toBe(404);
    expect((await call('dealer.admin', 'GET', '/coupons/bad%20code')).status).toBe(400);
  });

  it('makes a customer, adds a card and changes the default; another user’s card is refused', async () => {
    const me = as('dealer.admin').userId;
    const before = paymentProfileSchema.parse((await call('dealer.admin', 'GET', `/customers/${me}`)).body.data);
    expect(before).toEqual({ stripeCustomerDetails: null, canPurchase: true, canUseSavedCards: true, provider: 'local' });

    const created = await call('dealer.admin', 'POST', '/customers', { token: await cardToken(t, as('dealer.admin').token) });
    expect(created.status).toBe(200);
    const first = customerAnswerSchema.parse(created.body.data).stripeCustomerDetails;
    expect(first.sources.data.map((c) => [c.brand, c.last4])).toEqual([['Visa', '4242']]);
    expect(first.default_source).toBe(first.sources.data[0]!.id);

    const token = await cardToken(t, as('dealer.admin').token, CARDS.mastercard);
    const added = customerAnswerSchema.parse((await call('dealer.admin', 'PATCH', `/customers/${me}`, { token })).body.data);
    expect(added.stripeCustomerDetails.sources.data).toHaveLength(2);
    expect(added.stripeCustomerDetails.default_source).toBe(first.default_source);
    const master = added.stripeCustomerDetails.sources.data.find((c) => c.last4 === '4444')!;
    const switched = await call('dealer.admin', 'PATCH', `/customers/${me}`, { sourceId: master.id, changeDefaultPayment: true });
    expect(switched.body.data.stripeCustomerDetails.default_source).toBe(master.id);
    const profile = paymentProfileSchema.parse((await call('dealer.admin', 'GET', `/customers/${me}`)).body.data);
    expect(profile.stripeCustomerDetails?.default_source).toBe(master.id);

    // Another user's card is not the caller's to make default; nor is another user's customer.
    const other = await call('business.admin', 'POST', '/customers', { token: await cardToken(t, as('business.admin').token) });
    const othersCard = other.body.data.stripeCustomerDetails.default_source as string;
    const refused = await call('dealer.admin', 'PATCH', `/customers/${me}`, { sourceId: othersCard, changeDefaultPayment: true });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual(['sourceId']);
    const foreignPatch = await call('dealer.admin', 'PATCH', `/customers/${as('business.admin').userId}`, {
      sourceId: master.id,
      changeDefaultPayment: true,
    });
    expect(foreignPatch.status).toBe(403);
    // The token is single use.
    expect((await call('dealer.admin', 'PATCH', `/customers/${me}`, { token })).status).toBe(400);
  });

  it('answers /customers/{userId}/… only for the caller (the provider’s admin reads anyone’s)', async () => {
    const other = as('business.admin').userId;
    for (const path of [
      `/customers/${other}`,
      `/customers/${other}/plans`,
      `/customers/${other}/subscriptions`,
      `/subscriptions/invoices?userId=${other}`,
    ]) {
      const answer = await call('dealer.admin', 'GET', path);
      expect(answer.status, path).toBe(403);
      expect(answer.body.data, path).toBeNull();
    }
    const read = await call('admin', 'GET', `/customers/${other}`);
    expect(read.status).toBe(200);
    expect(read.body.data.canUseSavedCards).toBe(true);
    expect((await call('admin', 'GET', `/customers/${as('admin').userId}`)).body.data).toMatchObject({
      canPurchase: false,
      canUseSavedCards: false,
    });
  });

  it('buys Gold for two sites: charged 2 × price, pending from the farm’s next day, audited as the purchaser, receipt mailed', async () => {
    const answer = await buy('dealer.admin', purchase(GOLD, [site.a!.id, site.b!.id]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = subscriptionChangeSchema.parse(answer.body.data);
    expect(data.message).toBe('Subscription Updated');
    const day = planEffectiveDay(Date.now(), TZ);
    expect(data.pending).toEqual([
      { siteId: site.a!.id, oldPlan: 'None', newPlan: 'Gold', effectiveDay: day },
      { siteId: site.b!.id, oldPlan: 'Silver', newPlan: 'Gold', effectiveDay: day },
    ]);
    subscriptionId = data.subscription.id;
    const item = data.subscription.items.data[0]!;
    goldItem = item.id;
    expect([item.plan.id, item.quantity, item.sites.toSorted()]).toEqual([GOLD, 2, [site.a!.id, site.b!.id].toSorted()]);

    for (const key of ['a', 'b']) {
      const traces = await shopTraces(db, site[key]!.id);
      expect(traces.pending).toMatchObject({ new_plan: 'Gold', effective_day: day, requested_by: as('dealer.admin').userId });
      expect(traces.audit.map((a) => [a.current_plan, a.modified_by, a.modified_by_name])).toEqual([
        ['Gold', as('dealer.admin').userId, 'Dana Whitfield'],
      ]);
      expect(traces.paid.map((p) => [p.subscription_id, p.site_plan, p.removed_at])).toEqual([[subscriptionId, 'Gold', null]]);
      // The site keeps its plan until the farm's next day.
      expect((await db.selectFrom('sites').select('plan').where('id', '=', site[key]!.id).executeTakeFirstOrThrow()).plan).not.toBe('Gold');
    }

    const [invoice] = await invoices('dealer.admin');
    expect([invoice!.id, invoice!.amount_paid, invoice!.status]).toEqual([data.invoiceId, 48000, 'paid']);
    const mail = await smtp.waitFor('dealer.admin@demo.tilth.farm', /Invoice number/);
    expect(mail.content).toContain('$480.00');
    expect(mail.content).toContain(site.a!.siteId);
    expect(mail.content).toContain(invoice!.number ?? invoice!.id);
  });

  it('shows the purchase on the customer’s plans and subscriptions, the dialog’s sites and the site card', async () => {
    const me = as('dealer.admin').userId;
    const plans = z.array(customerPlanSchema).parse((await call('dealer.admin', 'GET', `/customers/${me}/plans`)).body.data);
    expect(plans.map((p) => [p.plan.id, p.subscriptionId, p.subscriptionItemId, p.sites.toSorted()])).toEqual([
      [GOLD, subscriptionId, goldItem, [site.a!.id, site.b!.id].toSorted()],
    ]);
    const subscriptions = z
      .array(shopSubscriptionSchema)
      .parse((await call('dealer.admin', 'GET', `/customers/${me}/subscriptions`)).body.data);
    expect(subscriptions.map((s) => [s.id, s.status, s.items.data.map((i) => i.quantity)])).toEqual([[subscriptionId, 'active', [2]]]);

    const farmId = (await db.selectFrom('sites').select('farm_id').where('id', '=', site.a!.id).executeTakeFirstOrThrow()).farm_id;
    const sites = z.array(shopSiteSchema).parse((await call('dealer.admin', 'GET', `/shop/sites?farmId=${farmId}`)).body.data);
    expect(sites.find((s) => s.objectId === site.a!.id)).toMatchObject({
      plan: 'None',
      pendingPlan: 'Gold',
      paidPlan: 'Gold',
      paidByCaller: true,
    });
    expect(sites.find((s) => s.objectId === site.c!.id)).toMatchObject({ paidPlan: null, paidByCaller: false });
    const seenByOther = (await call('business.admin', 'GET', `/shop/sites?farmId=${farmId}`)).body.data as {
      objectId: string;
      paidByCaller: boolean;
    }[];
    expect(seenByOther.find((s) => s.objectId === site.a!.id)!.paidByCaller).toBe(false);

    const card = siteSubscriptionSchema.parse((await call('dealer.admin', 'GET', `/site/${site.a!.id}/subscription`)).body.data);
    expect(card.subscriptionDetails?.subscription).toMatchObject({
      id: subscriptionId,
      items: [{ id: goldItem, quantity: 2 }],
      plan: { id: GOLD, name: 'Gold', interval: 'year', interval_count: 1 },
    });
    expect(card.canCancel).toBe(true);
    const unpaid = siteSubscriptionSchema.parse((await call('dealer.admin', 'GET', `/site/${site.c!.id}/subscription`)).body.data);
    expect([unpaid.subscriptionDetails, unpaid.canCancel]).toEqual([null, false]);
  });

  it('refuses a site already paid on the plan, naming it, and changes nothing', async () => {
    const again = await buy('dealer.admin', purchase(GOLD, [site.c!.id, site.a!.id]));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Site ${site.a!.siteId} is already paid on Gold`);
    expect((await shopTraces(db, site.c!.id)).audit).toEqual([]);
    const byOther = await buy('business.admin', purchase(GOLD, [site.a!.id]));
    expect(byOther.status).toBe(409);
    expect(byOther.body.message).toBe(`Site ${site.a!.siteId} is paid by another account's subscription`);
  });

  it('extends the item with a coupon, adds a plan, moves a site from Silver to Gold and removes sites', async () => {
    const extended = await change('dealer.admin', subscriptionId, {
      isSiteAdditionOperation: true,
      subscriptionItemId: goldItem,
      subscriptionData: { selectedPlan: { plan: GOLD, name: 'Gold', sites: [site.c!.id] }, coupon: 'FIELDDAY10' },
    });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    expect(extended.body.data.subscription.items.data[0]!.quantity).toBe(3);
    expect((await invoices('dealer.admin'))[0]).toMatchObject({ id: extended.body.data.invoiceId, amount_paid: 21600 });

    const silver = await change('dealer.admin', subscriptionId, {
      isNewPlan: true,
      subscriptionData: { selectedPlan: { plan: SILVER, sites: [site.d!.id] } },
    });
    expect(silver.status, JSON.stringify(silver.body)).toBe(200);
    const items = subscriptionChangeSchema.parse(silver.body.data).subscription.items.data;
    expect(items.map((i) => [i.plan.metadata.name, i.quantity])).toEqual([
      ['Gold', 3],
      ['Silver', 1],
    ]);
    expect((await invoices('dealer.admin'))[0]!.amount_paid).toBe(12000);

    // The Silver site moves to Gold in one provider call: the Silver item goes, Gold has 4.
    const moved = await change('dealer.admin', subscriptionId, {
      isSiteAdditionOperation: true,
      subscriptionItemId: goldItem,
      subscriptionData: { selectedPlan: { plan: GOLD, sites: [site.d!.id] }, coupon: 'DEALER50' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.subscription.items.data.map((i: { quantity: number }) => i.quantity)).toEqual([4]);
    expect((await invoices('dealer.admin'))[0]!.amount_paid).toBe(24000 - 5000);
    expect((await shopTraces(db, site.d!.id)).pending).toMatchObject({ new_plan: 'Gold' });

    const removed = await change('dealer.admin', subscriptionId, {
      isSiteRemoveOperation: true,
      subscriptionItemId: goldItem,
      subscriptionData: { selectedPlan: { plan: GOLD, sites: [site.c!.id] } },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data.subscription.items.data[0]!.sites.toSorted()).toEqual([site.a!.id, site.b!.id, site.d!.id].toSorted());
    // Site c was None with Gold pending: back to None drops the pending change, audited.
    const c = await shopTraces(db, site.c!.id);
    expect(c.pending).toBeUndefined();
    expect(c.audit.map((a) => [a.old_plan, a.current_plan])).toEqual([
      ['None', 'Gold'],
      ['Gold', 'None'],
    ]);
    const notPaid = await change('dealer.admin', subscriptionId, {
      isSiteRemoveOperation: true,
      subscriptionItemId: goldItem,
      subscriptionData: { selectedPlan: { plan: GOLD, sites: [site.c!.id] } },
    });
    expect(notPaid.status).toBe(400);
    expect(notPaid.body.message).toContain(site.c!.siteId);
    expect(
      (
        await change('business.admin', subscriptionId, {
          isNewPlan: true,
          subscriptionData: { selectedPlan: { plan: SILVER, sites: [site.c!.id] } },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses coupons that are expired or unknown before charging', async () => {
    for (const coupon of ['EXPIRED2024', 'NOSUCH']) {
      const answer = await buy('dealer.admin', purchase(GOLD, [site.e!.id], { coupon }));
      expect(answer.status, coupon).toBe(400);
      expect(answer.body.fields).toEqual(['subscriptionData.coupon']);
    }
    expect((await shopTraces(db, site.e!.id)).paid).toEqual([]);
  });

  it('lists invoices by site', async () => {
    const all = await invoices('dealer.admin');
    expect(all).toHaveLength(4);
    expect(await invoices('dealer.admin', `?siteId=${site.a!.id}`)).toEqual(all);
    expect((await invoices('admin', `?siteId=${site.a!.id}`)).map((i) => i.id)).toEqual(all.map((i) => i.id));
    expect(await invoices('business.admin', `?siteId=${site.a!.id}`)).toEqual([]);
  });

  it('cancels a site for its payer only: None from the farm’s next day; the last site cancels the subscription', async () => {
    const notPayer = await call('business.admin', 'DELETE', `/site/${site.a!.id}/subscription`);
    expect(notPayer.status).toBe(400);
    expect(notPayer.body.message).toBe('Payment info was not added by this user for this site');
    expect((await call('dealer.admin', 'DELETE', `/site/${site.e!.id}/subscription`)).body.message).toBe(
      'Payment info was not added by this user for this site',
    );

    const cancelled = await call('dealer.admin', 'DELETE', `/site/${site.a!.id}/subscription`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const day = planEffectiveDay(Date.now(), TZ);
    // Site a was None with Gold pending: going back to None leaves nothing pending.
    expect(cancelSubscriptionSchema.parse(cancelled.body.data)).toEqual({
      title: 'Success',
      message: 'Subscription Cancelled.',
      pending: null,
    });
    const b = await call('dealer.admin', 'DELETE', `/site/${site.b!.id}/subscription`);
    expect(b.body.data.pending).toEqual({ siteId: site.b!.id, oldPlan: 'Silver', newPlan: 'None', effectiveDay: day });
    const a = await shopTraces(db, site.a!.id);
    expect(a.audit.at(-1)).toMatchObject({ old_plan: 'Gold', current_plan: 'None', modified_by: as('dealer.admin').userId });
    const card = siteSubscriptionSchema.parse((await call('dealer.admin', 'GET', `/site/${site.a!.id}/subscription`)).body.data);
    expect([card.subscriptionDetails, card.canCancel]).toEqual([null, false]);

    expect((await call('dealer.admin', 'DELETE', `/site/${site.d!.id}/subscription`)).status).toBe(200);
    const me = as('dealer.admin').userId;
    const [subscription] = (await call('dealer.admin', 'GET', `/customers/${me}/subscriptions`)).body.data;
    expect([subscription.id, subscription.status]).toEqual([subscriptionId, 'canceled']);
    expect((await call('dealer.admin', 'GET', `/customers/${me}/plans`)).body.data).toEqual([]);
    expect(
      (await db.selectFrom('shop_subscriptions').select('status').where('id', '=', subscriptionId).executeTakeFirstOrThrow()).status,
    ).toBe('canceled');

    // A new purchase starts a new subscription.
    const fresh = await buy('dealer.admin', purchase(SILVER, [site.a!.id]));
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(fresh.body.data.subscription.id).not.toBe(subscriptionId);
  });

  it('answers 404 on the webhook with the local provider', async () => {
    const answer = await t.request('POST', '/stripe/webhook', {
      raw: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 'x' },
    });
    expect(answer.status).toBe(404);
  });
});
