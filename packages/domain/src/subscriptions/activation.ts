import { z } from 'zod';
import { subscriptionPlanSchema } from './planChanges';

/** Spec 002 §4 "Site active state": the answer of activate and deactivate. */
export const siteActiveStateSchema = z.object({
  objectId: z.string(),
  siteId: z.string(),
  status: z.enum(['ACTIVE', 'PENDING', 'INACTIVE']),
});
export type SiteActiveState = z.infer<typeof siteActiveStateSchema>;

/** Spec 002 §8: what the 'Activation Error' dialog says when the switch's call fails. */
export function activationErrorMessage(activate: boolean): string {
  return `Failed to ${activate ? 'activate' : 'deactivate'} site. Please try again.`;
}

/**
 * GET /site/subscription-comments/{id} (named by spec 002 §7.3, not described; docs/product-rules.md):
 * the site's plan, its pending change and a sentence saying what happens and when.
 */
export const subscriptionCommentsSchema = z.object({
  objectId: z.string(),
  siteId: z.string(),
  plan: subscriptionPlanSchema,
  pending: z
    .object({
      oldPlan: subscriptionPlanSchema,
      newPlan: subscriptionPlanSchema,
      effectiveDay: z.string(),
      requestedBy: z.string(),
      requestedAt: z.string(),
    })
    .nullable(),
  comment: z.string(),
});
export type SubscriptionComments = z.infer<typeof subscriptionCommentsSchema>;

/**
 * POST /subscriptions/activate-comments (named by spec 002 §7.3, not described): the activation
 * message for the sites just saved, as the 'Subscription Activation In Progress' dialog shows it.
 */
export const activateCommentsBodySchema = z.object({
  siteIds: z
    .array(z.string().regex(/^[A-Za-z0-9]{1,32}$/, 'siteIds must be object ids'))
    .min(1)
    .max(1000),
});
export const activateCommentsSchema = z.object({
  title: z.string(),
  message: z.string(),
  sites: z.array(subscriptionCommentsSchema),
});
export type ActivateComments = z.infer<typeof activateCommentsSchema>;

/** The comment of a site: its pending change's day, or that its plan holds. */
export function subscriptionComment(plan: string, pending: { newPlan: string; effectiveDay: string } | null): string {
  if (!pending) return `${plan === 'None' ? 'Not subscribed' : `${plan} plan`}; no change pending.`;
  return pending.newPlan === 'None'
    ? `${plan} plan until ${pending.effectiveDay}; not subscribed from then.`
    : `${plan === 'None' ? 'Not subscribed' : `${plan} plan`} until ${pending.effectiveDay}; ${pending.newPlan} from then.`;
}
