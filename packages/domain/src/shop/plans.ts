import { z } from 'zod';

/** The plans the shop sells (spec 002 §1, §9): a site on a plan has that plan's features. */
export const SHOP_PLAN_NAMES = ['Silver', 'Gold'] as const;
export type ShopPlanName = (typeof SHOP_PLAN_NAMES)[number];
export const shopPlanNameSchema = z.enum(SHOP_PLAN_NAMES, { error: 'Plan name must be Silver or Gold' });

/** A provider's id (Stripe's `plan_…`, `sub_…`, `si_…`, `cus_…`, `card_…`, or the local provider's). */
export const providerIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a provider id');

/**
 * Spec 002 §3 "Plan": amount in cents, currency, metadata (name, description, about, image). The
 * shop page lists them; /dashboard/shop/product/{productId} shows one (`product` is that id).
 */
export const shopPlanSchema = z.object({
  id: providerIdSchema,
  object: z.literal('plan'),
  product: providerIdSchema,
  /** Price in cents of the currency, per site and interval. */
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  interval: z.enum(['day', 'week', 'month', 'year']),
  interval_count: z.number().int().positive(),
  metadata: z.object({
    /** The site plan a purchase gives: Silver or Gold. */
    name: shopPlanNameSchema,
    description: z.string(),
    about: z.string(),
    /** An image address (absolute, or a path the web app serves), or empty. */
    image: z.string(),
  }),
});
export type ShopPlan = z.infer<typeof shopPlanSchema>;

/** GET /customers/{userId}/plans: a plan the customer pays for, with its subscription item and sites. */
export const customerPlanSchema = z.object({
  plan: shopPlanSchema,
  subscriptionId: providerIdSchema,
  subscriptionItemId: providerIdSchema,
  /** The sites (object ids) this item pays for; its quantity is their number. */
  sites: z.array(z.string()),
});
export type CustomerPlan = z.infer<typeof customerPlanSchema>;

/** Spec 002 §2.8 / §9: price = amount / 100, in usd, shown with '$' (two decimals). */
export function formatPrice(amountCents: number, currency = 'usd'): string {
  const value = (amountCents / 100).toFixed(2);
  return currency.toLowerCase() === 'usd' ? `$${value}` : `${value} ${currency.toUpperCase()}`;
}

/** 'per year', 'every 2 months': the plan's billing interval as the shop words it. */
export function intervalLabel(plan: Pick<ShopPlan, 'interval' | 'interval_count'>): string {
  return plan.interval_count === 1 ? `per ${plan.interval}` : `every ${plan.interval_count} ${plan.interval}s`;
}

/** Spec 002 §2.8: the checkout total is the number of chosen sites times the plan's price (cents). */
export function checkoutTotal(siteCount: number, amountCents: number): number {
  return siteCount * amountCents;
}
