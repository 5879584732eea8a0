import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import { paymentProfileSchema, SHOP_TEXT } from '@tilth/domain';
import type { Database } from '../src/db/schema';
import { TOKEN_OF_ANOTHER_USER } from '../src/modules/shop/payments/localProvider';
import { createForeignBranch, type ForeignBranch } from './helpers/roleFixtures';
import { CARDS, cardToken, GOLD, purchase, shopTraces, SILVER } from './helpers/shopFixtures';
import { siteOn } from './helpers/siteDetailFixtures';
import { startSmtpPeer, type SmtpPeer } from './helpers/smtpPeer';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

type Session = { token: string; userId: string };

/**
 * The shop's rules with the local provider (issue 14, spec 002 §2.8, §6, §8): who may buy, members
 * under the Team Shopping Settings, a declined card changing nothing, other tenants' sites, and bad
 * input answered with a 400 naming the field.
 */
describe.each(ENGINES)('the shop’s rules on %s', (engine) => {
  let t: TestServer;
  let db: Kysely<Database>;
  let smtp: SmtpPeer;
  let foreign: ForeignBranch;
  let foreignSite: string;
  let plains: string;
  const sessions = new Map<string, Session>();
  const as = (login: string) => sessions.get(login)!;
  const site: Record<string, { id: string; siteId: string }> = {};
  const call = (login: string, method: string, path: string, body?: unknown) => t.request(method, path, { token: as(login).token, body });
  const buy = (login: string, body: unknown) => call(login, 'POST', '/subscriptions', body);
  const shoppingSettings = (body: { membersMayPurchase: boolean; receiptEmail: string | null }) =>
    call('distributor.admin', 'PUT', `/org/${plains}/shopping-settings`, body);

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestServer(engine, { smtpUrl: smtp.url });
    db = t.server.database.db;
    foreign = await createForeignBranch(db);
    for (const login of ['admin', 'distributor.admin', 'dealer.admin', 'business.admin', 'farm.user'])
      sessions.set(login, await t.signin(login));
    const farm = (await db.selectFrom('farms').select('id').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow()).id;
    for (const key of ['a', 'b', 'c']) {
      const made = await siteOn(db, farm, { name: `Rules ${key}`, plan: 'None' });
      site[key] = { id: made.id, siteId: made.siteId };
    }
    foreignSite = (await siteOn(db, foreign.farm, { name: 'Foreign shop site', plan: 'None' })).id;
    plains = (
      await db.selectFrom('organisations').select('id').where('name', '=', 'Great Plains Ag Distribution').executeTakeFirstOrThrow()
    ).id;
    const card = await cardToken(t, as('dealer.admin').token);
    expect((await call('dealer.admin', 'POST', '/customers', { token: card })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('refuses the provider’s admin (403) on every buying call', async () => {
    expect((await buy('admin', purchase(GOLD, [site.a!.id]))).status).toBe(403);
    expect((await call('admin', 'POST', '/customers', { token: await cardToken(t, as('admin').token) })).status).toBe(403);
    expect((await call('admin', 'DELETE', `/site/${site.a!.id}/subscription`)).status).toBe(403);
    expect((await shopTraces(db, site.a!.id)).paid).toEqual([]);
  });

  it('refuses a site of another tenant, or no site, with a 404 and charges nothing', async () => {
    for (const sites of [[foreignSite], [site.a!.id, foreignSite], ['NoSuchSite1']]) {
      const answer = await buy('dealer.admin', purchase(GOLD, sites));
      expect(answer.status, sites.join()).toBe(404);
      expect(answer.body.data).toBeNull();
    }
    expect((await call('dealer.admin', 'DELETE', `/site/${foreignSite}/subscription`)).status).toBe(404);
    expect((await call('dealer.admin', 'GET', `/shop/sites?farmId=${foreign.farm}`)).status).toBe(404);
    expect((await call('dealer.admin', 'GET', `/subscriptions/invoices?siteId=${foreignSite}`)).status).toBe(404);
    expect((await shopTraces(db, site.a!.id)).audit).toEqual([]);
  });

  it('a declined card answers 402 with the provider’s message and writes nothing', async () => {
    const me = as('business.admin').userId;
    const failing = await cardToken(t, as('business.admin').token, CARDS.chargeDeclines);
    expect((await call('business.admin', 'POST', '/customers', { token: failing })).status).toBe(200);
    const declined = await buy('business.admin', purchase(GOLD, [site.a!.id, site.b!.id]));
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your card was declined.');
    // A card declined as it is entered at checkout: the same.
    const atCheckout = await buy(
      'business.admin',
      purchase(GOLD, [site.a!.id], { token: await cardToken(t, as('business.admin').token, CARDS.declined) }),
    );
    expect(atCheckout.status).toBe(402);
    for (const key of ['a', 'b']) {
      const traces = await shopTraces(db, site[key]!.id);
      expect([traces.paid, traces.pending, traces.audit]).toEqual([[], undefined, []]);
    }
    expect(await db.selectFrom('shop_subscriptions').selectAll().where('user_id', '=', me).execute()).toEqual([]);
    expect((await call('business.admin', 'GET', '/subscriptions/invoices')).body.data).toEqual([]);
  });

  it('a member may not buy unless the Team Shopping Settings allow it, and then only with a card entered at checkout', async () => {
    const me = as('farm.user').userId;
    const refused = await buy('farm.user', purchase(SILVER, [site.c!.id], { token: await cardToken(t, as('farm.user').token) }));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SHOP_TEXT.nonAdminPurchase);
    expect(paymentProfileSchema.parse((await call('farm.user', 'GET', `/customers/${me}`)).body.data)).toMatchObject({
      canPurchase: false,
      canUseSavedCards: false,
    });

    expect((await shoppingSettings({ membersMayPurchase: true, receiptEmail: 'receipts@plains.example' })).status).toBe(200);
    expect((await call('farm.user', 'GET', `/customers/${me}`)).body.data).toEqual({
      stripeCustomerDetails: null,
      canPurchase: true,
      canUseSavedCards: false,
      provider: 'local',
    });
    expect((await call('farm.user', 'POST', '/customers', { token: await cardToken(t, as('farm.user').token) })).status).toBe(403);
    const bought = await buy('farm.user', purchase(SILVER, [site.c!.id], { token: await cardToken(t, as('farm.user').token) }));
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.data.message).toBe('Subscription Updated');
    expect((await shopTraces(db, site.c!.id)).audit.map((a) => [a.current_plan, a.modified_by])).toEqual([['Silver', me]]);
    const receipt = await smtp.waitFor('receipts@plains.example', /Invoice number/);
    expect(receipt.content).toContain('$120.00');

    // The card entered then is not a saved card: the next purchase needs a fresh one.
    const again = await buy('farm.user', purchase(GOLD, [site.c!.id]));
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual(['subscriptionData.token']);
    const farmId = (await db.selectFrom('sites').select('farm_id').where('id', '=', site.c!.id).executeTakeFirstOrThrow()).farm_id;
    expect((await call('farm.user', 'GET', `/shop/sites?farmId=${farmId}`)).status).toBe(200);

    expect((await shoppingSettings({ membersMayPurchase: false, receiptEmail: null })).status).toBe(200);
    expect((await call('farm.user', 'DELETE', `/site/${site.c!.id}/subscription`)).status).toBe(403);
    expect((await call('farm.user', 'GET', `/shop/sites?farmId=${farmId}`)).status).toBe(403);
  });

  it('answers bad input with a 400 naming the field, never a 500', async () => {
    const sub = await buy('dealer.admin', purchase(GOLD, [site.a!.id]));
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    const id = sub.body.data.subscription.id as string;
    const me = as('dealer.admin').userId;
    const cases: [string, string, unknown, string][] = [
      ['POST', '/subscriptions', {}, 'subscriptionData'],
      ['POST', '/subscriptions', purchase(GOLD, []), 'subscriptionData.selectedPlan.sites'],
      ['POST', '/subscriptions', purchase(GOLD, [site.b!.id, site.b!.id]), 'subscriptionData.selectedPlan.sites'],
      ['POST', '/subscriptions', purchase('plan_platinum', [site.b!.id]), 'subscriptionData.selectedPlan.plan'],
      ['POST', '/subscriptions', purchase('bad plan!', [site.b!.id]), 'subscriptionData.selectedPlan.plan'],
      ['POST', '/subscriptions', purchase(GOLD, [site.b!.id], { token: 'card_123' }), 'subscriptionData.token'],
      ['POST', '/subscriptions', purchase(GOLD, [site.b!.id], { coupon: 'no spaces' }), 'subscriptionData.coupon'],
      [
        'POST',
        '/subscriptions',
        { ...purchase(GOLD, [site.b!.id]), customerData: { name: '', email: { email: 'x' } } },
        'customerData.name',
      ],
      ['PATCH', `/subscriptions/${id}`, { isNewPlan: true, isSiteRemoveOperation: true, ...purchase(SILVER, [site.b!.id]) }, 'isNewPlan'],
      ['PATCH', `/subscriptions/${id}`, { isSiteAdditionOperation: true, ...purchase(GOLD, [site.b!.id]) }, 'subscriptionItemId'],
      [
        'PATCH',
        `/subscriptions/${id}`,
        { isSiteAdditionOperation: true, subscriptionItemId: 'si_nope', ...purchase(GOLD, [site.b!.id]) },
        'subscriptionItemId',
      ],
      [
        'PATCH',
        `/subscriptions/${id}`,
        { isNewPlan: true, subscriptionData: { selectedPlan: { plan: GOLD, name: 'Silver', sites: [site.b!.id] } } },
        'subscriptionData.selectedPlan.name',
      ],
      ['POST', '/customers', {}, 'token'],
      ['POST', '/customers', { token: 'tok_unknown' }, 'token'],
      ['PATCH', `/customers/${me}`, { sourceId: 'card_x' }, 'body'],
      ['POST', '/local-pay/tokens', { number: '4111111111111112', exp_month: 1, exp_year: 2030, cvc: '1' }, 'cvc'],
      ['GET', '/shop/sites', undefined, 'farmId'],
      ['GET', '/subscriptions/invoices?siteId=bad%20id', undefined, 'siteId'],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await call('dealer.admin', method, path, body);
      const label = `${method} ${path} ${JSON.stringify(body)} → ${answer.status} ${answer.body?.message}`;
      expect(answer.status, label).toBe(400);
      expect(answer.body.fields?.some((f: string) => f.startsWith(field)) || answer.body.message.includes(field), label).toBe(true);
    }
    const notTestCard = await call('dealer.admin', 'POST', '/local-pay/tokens', {
      number: '4111111111111111',
      exp_month: 1,
      exp_year: 2030,
      cvc: '123',
    });
    expect([notTestCard.status, notTestCard.body.message]).toEqual([
      400,
      'Card number is not a test card; the local provider accepts only test cards',
    ]);
    const expired = await call('dealer.admin', 'POST', '/local-pay/tokens', {
      number: CARDS.visa,
      exp_month: 1,
      exp_year: 2020,
      cvc: '123',
    });
    expect([expired.status, expired.body.message]).toEqual([400, "Your card's expiration date is in the past"]);
    const broken = await t.request('POST', '/subscriptions', {
      token: as('dealer.admin').token,
      raw: '{"subscriptionData":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect((await shopTraces(db, site.b!.id)).paid).toEqual([]);
  });

  it('refuses a card token made by another user, naming the field, and leaves it to its maker', async () => {
    const businessCard = await cardToken(t, as('business.admin').token);
    const cardsOf = async (login: string) =>
      paymentProfileSchema.parse((await call(login, 'GET', `/customers/${as(login).userId}`)).body.data).stripeCustomerDetails?.sources.data
        .length ?? 0;
    const dealerCards = await cardsOf('dealer.admin');

    // At checkout, for a buyer who has a customer (the card would be added to it).
    const bought = await buy('dealer.admin', purchase(GOLD, [site.b!.id], { token: businessCard }));
    expect([bought.status, bought.body.message, bought.body.fields]).toEqual([400, TOKEN_OF_ANOTHER_USER, ['subscriptionData.token']]);
    expect((await shopTraces(db, site.b!.id)).paid).toEqual([]);
    expect(await cardsOf('dealer.admin')).toBe(dealerCards);
    // Saving it as a card: to an existing customer, or as a new customer's first card.
    const saved = await call('dealer.admin', 'POST', '/customers', { token: businessCard });
    expect([saved.status, saved.body.fields]).toEqual([400, ['token']]);
    const first = await call('distributor.admin', 'POST', '/customers', { token: businessCard });
    expect([first.status, first.body.fields]).toEqual([400, ['token']]);
    expect(
      await db.selectFrom('payment_customers').select('user_id').where('user_id', '=', as('distributor.admin').userId).execute(),
    ).toEqual([]);

    // Its maker still may use it.
    const before = await cardsOf('business.admin');
    expect((await call('business.admin', 'POST', '/customers', { token: businessCard })).status).toBe(200);
    expect(await cardsOf('business.admin')).toBe(before + 1);
  });

  it('undoes the provider change and answers 500 when the purchase cannot be recorded after the charge', async () => {
    const live = await db
      .selectFrom('shop_subscriptions')
      .select('id')
      .where('user_id', '=', as('dealer.admin').userId)
      .executeTakeFirstOrThrow();
    const quantities = () =>
      db.selectFrom('local_pay_subscription_items').select('quantity').where('subscription_id', '=', live.id).execute();
    const before = await quantities();
    const failing = vi.spyOn(t.server.services.repos.subscriptions, 'insertAudit').mockRejectedValueOnce(new Error('disk full'));
    try {
      const answer = await buy('dealer.admin', purchase(GOLD, [site.b!.id]));
      expect(answer.status).toBe(500);
      expect(answer.body.message).toBe('The purchase could not be recorded; the change at the payment provider was undone.');
    } finally {
      failing.mockRestore();
    }
    expect(await quantities()).toEqual(before);
    const traces = await shopTraces(db, site.b!.id);
    expect([traces.paid, traces.pending, traces.audit]).toEqual([[], undefined, []]);
  });
});
