import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { newObjectId } from '../../src/lib/ids';
import type { RoleContext, RoleName } from './roleFixtures';
import type { RouteCase } from './routeCase';
import { loopSite, loopSiteIfAny, siteOn } from './siteDetailFixtures';

const all = () => true;
/** Spec 002 §2.8: saved cards are for admins other than the provider's. */
const cardKeepers = (role: RoleName) => role.endsWith('_admin') && role !== 'tilth_admin';
/** Spec 002 §6: buying is for everyone but the provider's admin here, as the loop's account lets its members buy. */
const buyers = (role: RoleName) => role !== 'tilth_admin';

/** The Team Shopping Settings of the loop's account (the demo distributor): members may buy. */
async function membersMayBuy(db: Kysely<Database>): Promise<void> {
  const plains = await db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', 'Great Plains Ag Distribution')
    .executeTakeFirstOrThrow();
  const data = JSON.stringify({ membersMayPurchase: true, receiptEmail: null });
  const at = new Date().toISOString();
  await db
    .insertInto('shopping_settings')
    .values({ organisation_id: plains.id, data, updated_at: at })
    .onConflict((oc) => oc.column('organisation_id').doUpdateSet({ data, updated_at: at }))
    .execute();
}
const foreignUsers = (ctx: RoleContext) => ctx.foreign!.users.map((u) => u.id);

/** A single-use visa token in the local provider's books, as its card client would make one for the user. */
async function token(db: Kysely<Database>, userId: string): Promise<string> {
  const id = `tok_${newObjectId()}${newObjectId()}`;
  await db
    .insertInto('local_pay_tokens')
    .values({
      id,
      brand: 'Visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2099,
      name: null,
      outcome: 'ok',
      created_at: new Date().toISOString(),
      used_at: null,
      user_id: userId,
    })
    .execute();
  return id;
}

/** A fresh unpaid site of the caller's farm: each role buys its own. */
const freshSite = async (db: Kysely<Database>, ctx: RoleContext) =>
  (await siteOn(db, ctx.farmId, { name: `Shop loop ${ctx.role}`, plan: 'None' })).id;

const liveSubscription = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('shop_subscriptions').select('id').where('user_id', '=', userId).where('status', '=', 'active').executeTakeFirst();

const paidSite = async (db: Kysely<Database>, ctx: RoleContext) =>
  (
    await db
      .selectFrom('shop_subscription_sites')
      .select('site_id')
      .where('user_id', '=', ctx.userId)
      .where('removed_at', 'is', null)
      .executeTakeFirst()
  )?.site_id;

const buy = (plan: string, sites: string[], cardToken: string) => ({
  subscriptionData: { selectedPlan: { plan, sites }, token: cardToken },
});

/** The shop's calls (issue 14, spec 002 §7.3) with the local provider. */
export function shopCases(): RouteCase[] {
  return [
    { route: 'GET /plans', allowed: all, list: true, inside: () => ({ method: 'GET', path: '/plans' }) },
    { route: 'GET /stripe/key', allowed: all, inside: () => ({ method: 'GET', path: '/stripe/key' }) },
    { route: 'GET /coupons/{code}', allowed: all, inside: () => ({ method: 'GET', path: '/coupons/FIELDDAY10' }) },
    {
      route: 'POST /local-pay/tokens',
      allowed: all,
      inside: () => ({
        method: 'POST',
        path: '/local-pay/tokens',
        body: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
      }),
    },
    ...(['', '/plans', '/subscriptions'] as const).map((tail): RouteCase => ({
      route: `GET /customers/{userId}${tail}`,
      allowed: all,
      list: tail !== '',
      inside: (c) => ({ method: 'GET', path: `/customers/${c.userId}${tail}` }),
      outside: (c) => foreignUsers(c).map((id) => ({ method: 'GET', path: `/customers/${id}${tail}` })),
    })),
    {
      route: 'POST /customers',
      allowed: cardKeepers,
      inside: async (c, db) => ({ method: 'POST', path: '/customers', body: { token: await token(db, c.userId) } }),
    },
    {
      route: 'PATCH /customers/{userId}',
      allowed: cardKeepers,
      inside: async (c, db) => ({ method: 'PATCH', path: `/customers/${c.userId}`, body: { token: await token(db, c.userId) } }),
      outside: (c) => foreignUsers(c).map((id) => ({ method: 'PATCH', path: `/customers/${id}`, body: { token: 'tok_foreign' } })),
    },
    {
      route: 'GET /shop/sites',
      allowed: buyers,
      list: true,
      inside: async (c, db) => {
        await membersMayBuy(db);
        return { method: 'GET', path: `/shop/sites?farmId=${c.farmId}` };
      },
      outside: (c) => [{ method: 'GET', path: `/shop/sites?farmId=${c.foreign!.farm}` }],
    },
    {
      route: 'POST /subscriptions',
      allowed: buyers,
      inside: async (c, db) => {
        if (c.foreign) await loopSite(db, c.foreign.farm);
        return {
          method: 'POST',
          path: '/subscriptions',
          body: buy('plan_gold_yearly', [await freshSite(db, c)], await token(db, c.userId)),
        };
      },
      outside: (c) => [
        { method: 'POST', path: '/subscriptions', body: buy('plan_gold_yearly', [loopSiteIfAny(c.foreign!.farm)!], 'tok_foreign') },
      ],
    },
    {
      route: 'PATCH /subscriptions/{id}',
      allowed: buyers,
      inside: async (c, db) => ({
        method: 'PATCH',
        path: `/subscriptions/${(await liveSubscription(db, c.userId))?.id ?? 'sub_none'}`,
        body: { isNewPlan: true, ...buy('plan_silver_yearly', [await freshSite(db, c)], await token(db, c.userId)) },
      }),
      outside: (c) => [
        {
          method: 'PATCH',
          path: '/subscriptions/sub_none',
          body: { isNewPlan: true, ...buy('plan_silver_yearly', [loopSiteIfAny(c.foreign!.farm)!], 'tok_foreign') },
        },
      ],
    },
    {
      route: 'GET /subscriptions/invoices',
      allowed: all,
      list: true,
      inside: () => ({ method: 'GET', path: '/subscriptions/invoices' }),
      outside: (c) => [
        ...foreignUsers(c).map((id) => ({ method: 'GET', path: `/subscriptions/invoices?userId=${id}` })),
        { method: 'GET', path: `/subscriptions/invoices?siteId=${loopSiteIfAny(c.foreign!.farm)}` },
      ],
    },
    {
      route: 'DELETE /site/{id}/subscription',
      allowed: buyers,
      inside: async (c, db) => ({
        method: 'DELETE',
        path: `/site/${(await paidSite(db, c)) ?? (await loopSite(db, c.farmId))}/subscription`,
      }),
      outside: (c) => [{ method: 'DELETE', path: `/site/${loopSiteIfAny(c.foreign!.farm)}/subscription` }],
    },
  ];
}
