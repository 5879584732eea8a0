import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { TestServer } from './testServer';

/** Stripe's public test numbers, as the local provider knows them. */
export const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  chargeDeclines: '4000000000000341',
} as const;

export const GOLD = 'plan_gold_yearly';
export const SILVER = 'plan_silver_yearly';

/** A single-use card token from the local provider's card client. */
export async function cardToken(t: TestServer, token: string, number: string = CARDS.visa): Promise<string> {
  const answer = await t.request('POST', '/local-pay/tokens', {
    token,
    body: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', name: 'Test Card' },
  });
  if (answer.status !== 200) throw new Error(`card token failed: ${answer.status} ${answer.body?.message}`);
  return answer.body.data.id;
}

/** The body of POST /subscriptions for a plan and sites. */
export const purchase = (plan: string, sites: string[], extra: { coupon?: string; token?: string } = {}) => ({
  subscriptionData: { selectedPlan: { plan, sites }, ...extra },
});

/** What the shop wrote about a site: live payer rows, pending change and audit rows. */
export async function shopTraces(db: Kysely<Database>, siteId: string) {
  return {
    paid: await db.selectFrom('shop_subscription_sites').selectAll().where('site_id', '=', siteId).execute(),
    pending: await db.selectFrom('site_plan_changes').selectAll().where('site_id', '=', siteId).executeTakeFirst(),
    audit: await db.selectFrom('plan_audit').selectAll().where('site_id', '=', siteId).orderBy('modified_at').execute(),
  };
}
