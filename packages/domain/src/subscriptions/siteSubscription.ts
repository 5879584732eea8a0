import { z } from 'zod';
import { subscriptionPlanSchema, type SubscriptionPlan } from './planChanges';

/**
 * GET /site/{id}/subscription: the subscription card of the Configuration + Subscription tab
 * (spec 002 §2.2, §6): the effective plan, the change waiting for the farm's next day, and what
 * the caller may see and do.
 */
export const siteSubscriptionSchema = z.object({
  objectId: z.string(),
  siteId: z.string(),
  plan: subscriptionPlanSchema,
  pending: z
    .object({
      plan: subscriptionPlanSchema,
      /** The farm-local day (YYYY-MM-DD) from which the new plan holds. */
      effectiveDay: z.string(),
    })
    .nullable(),
  /** The card shows only to users directly under the provider (and the provider's own). */
  showCard: z.boolean(),
  /** 'Update Subscription' (to the shop): dealer_admin and distributor_admin. */
  canUpdate: z.boolean(),
  /**
   * Spec 002 §3 site.subscriptionDetails: the shop subscription item paying for the site (any
   * payer), or null when no purchase pays for it (plans set on the subscription screens).
   */
  subscriptionDetails: z
    .object({
      subscription: z.object({
        id: z.string(),
        /** Unix seconds. */
        created: z.number().int(),
        items: z.array(z.object({ id: z.string(), quantity: z.number().int() })),
        plan: z.object({ id: z.string(), name: z.string(), interval: z.string(), interval_count: z.number().int() }),
      }),
    })
    .nullable(),
  /** 'Cancel Subscription' shows to those who may buy plans for the site while a purchase pays for it. */
  canCancel: z.boolean(),
});
export type SiteSubscription = z.infer<typeof siteSubscriptionSchema>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A plan as the card names it: None is 'Not subscribed' (spec 002 §4 "Members not subscribed show plan None"). */
export function planCardName(plan: SubscriptionPlan): string {
  return plan === 'None' ? 'Not subscribed' : plan;
}

/** 'Gold from Nov 25': the pending change, its day as the farm's calendar reads it (never shifted by zone). */
export function pendingPlanLabel(pending: { plan: SubscriptionPlan; effectiveDay: string }): string {
  const [, month, day] = pending.effectiveDay.split('-').map(Number) as [number, number, number];
  const date = MONTHS[month - 1] ? `${MONTHS[month - 1]} ${day}` : pending.effectiveDay;
  return `${planCardName(pending.plan)} from ${date}`;
}
