import type { PaymentProfile, ShopPlan, ShopSite, ShopSubscription } from '@tilth/domain';
import { envelope } from './render';

/** The shop's test data (the local provider's catalogue) and a fetch mock answering by method and path. */

export const gold: ShopPlan = {
  id: 'plan_gold_yearly',
  object: 'plan',
  product: 'prod_gold',
  amount: 24000,
  currency: 'usd',
  interval: 'year',
  interval_count: 1,
  metadata: { name: 'Gold', description: 'Every feature for a site.', about: 'Graphs, forecasts and alerts.', image: '' },
};

export const silver: ShopPlan = {
  ...gold,
  id: 'plan_silver_yearly',
  product: 'prod_silver',
  amount: 12000,
  metadata: { name: 'Silver', description: 'The essentials for a site.', about: '', image: '' },
};

export const visa = { id: 'card_visa', name: 'Dana Whitfield', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 };
export const mastercard = { ...visa, id: 'card_mc', brand: 'mastercard', last4: '4444' };

export function paymentProfile(overrides: Partial<PaymentProfile> = {}): PaymentProfile {
  return {
    stripeCustomerDetails: { id: 'cus_1', default_source: visa.id, sources: { data: [visa, mastercard] } },
    canPurchase: true,
    canUseSavedCards: true,
    provider: 'local',
    ...overrides,
  };
}

export function shopSite(objectId: string, siteId: string, plan: ShopSite['plan'], overrides: Partial<ShopSite> = {}): ShopSite {
  return {
    objectId,
    siteId,
    name: `North Pivot ${siteId.slice(-1)}`,
    farmId: 'Farm000001',
    plan,
    pendingPlan: null,
    paidPlan: null,
    paidByCaller: false,
    ...overrides,
  };
}

export function liveSubscription(itemPlan: ShopPlan): ShopSubscription {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    created: 1_795_000_000,
    items: { data: [{ id: 'si_1', plan: itemPlan, quantity: 1, sites: ['S9'] }] },
    coupon: null,
  };
}

export type Handler = (body: unknown) => Response | Promise<Response>;

/** fetch answered from a table keyed 'METHOD /path' (query string included); anything else is a 404. */
export function fetchFrom(table: Record<string, Handler>): typeof fetch {
  return async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = table[key];
    if (!handler) return envelope(404, null, `No mock for ${key}`, 'NotFound');
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  };
}
