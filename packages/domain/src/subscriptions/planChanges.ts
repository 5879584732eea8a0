import { z } from 'zod';
import { wallTime, wallTimeToEpoch } from '../time/zones';

/** A site's plan in the subscription screens (spec 002 §1, §9): 'None' is not subscribed. */
export const SUBSCRIPTION_PLANS = ['Gold', 'Silver', 'None'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
export const subscriptionPlanSchema = z.enum(SUBSCRIPTION_PLANS, { error: 'Plan must be Gold, Silver or None' });

/** The stored plan as a subscription plan: anything unknown reads as not subscribed. */
export function asSubscriptionPlan(plan: string | null | undefined): SubscriptionPlan {
  return (SUBSCRIPTION_PLANS as readonly string[]).includes(plan ?? '') ? (plan as SubscriptionPlan) : 'None';
}

/** Spec 002 §3 "Subscription change": siteId is the site's object id. */
export const planChangeSchema = z.object({
  siteId: z.string().regex(/^[A-Za-z0-9]{1,32}$/, 'siteId must be an object id'),
  oldPlan: subscriptionPlanSchema,
  currentPlan: subscriptionPlanSchema,
});
export type PlanChange = z.infer<typeof planChangeSchema>;

/** The most changes one save may carry: a whole distributor's page of edits, not an unbounded list. */
export const MAX_PLAN_CHANGES = 1000;
export const savePlanChangesBodySchema = z.array(planChangeSchema).max(MAX_PLAN_CHANGES);

export const PLAN_ACTIVATION_TITLE = 'Subscription Activation In Progress';
export const PLAN_ACTIVATION_MESSAGE = 'Changes in the subscribed plan for the sites will be activated tomorrow';

/** A change waiting for its farm's next local day; the old plan holds until then. */
export const pendingPlanChangeSchema = z.object({
  siteId: z.string(),
  oldPlan: subscriptionPlanSchema,
  newPlan: subscriptionPlanSchema,
  /** The farm-local day (YYYY-MM-DD) from which the new plan holds. */
  effectiveDay: z.string(),
});
export type PendingPlanChange = z.infer<typeof pendingPlanChangeSchema>;

export const savedPlanChangesSchema = z.object({
  /** The changes written (entries whose plans were equal are left out). */
  pending: z.array(pendingPlanChangeSchema),
  title: z.string(),
  message: z.string(),
});
export type SavedPlanChanges = z.infer<typeof savedPlanChangesSchema>;

/**
 * Spec 002 §4: only entries whose old and new plan differ are sent and saved; a site named twice
 * keeps its last entry (the user's final choice).
 */
export function changedEntries(changes: readonly PlanChange[]): PlanChange[] {
  const bySite = new Map<string, PlanChange>();
  for (const change of changes) {
    bySite.delete(change.siteId);
    bySite.set(change.siteId, change);
  }
  return [...bySite.values()].filter((c) => c.oldPlan !== c.currentPlan);
}

/**
 * The edit mode's pending list after choosing a plan for a site: choosing the site's original
 * plan removes its entry (spec 002 §4), any other plan replaces it.
 */
export function choosePlan(
  pending: ReadonlyMap<string, PlanChange>,
  site: { siteId: string; plan: SubscriptionPlan },
  plan: SubscriptionPlan,
): Map<string, PlanChange> {
  const next = new Map(pending);
  if (plan === site.plan) next.delete(site.siteId);
  else next.set(site.siteId, { siteId: site.siteId, oldPlan: site.plan, currentPlan: plan });
  return next;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The zone's calendar day (YYYY-MM-DD) at an instant (epoch ms). */
export function localDay(epochMs: number, timeZone: string): string {
  const w = wallTime(Math.floor(epochMs / 1000), timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** The day after a calendar day. */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** Spec 002 §1: a change made now takes effect the following day in the farm's time zone. */
export function planEffectiveDay(nowMs: number, timeZone: string): string {
  return dayAfter(localDay(nowMs, timeZone));
}

/** Whether a change effective from this local day holds at an instant (the farm's midnight has passed). */
export function isPlanChangeDue(effectiveDay: string, nowMs: number, timeZone: string): boolean {
  return localDay(nowMs, timeZone) >= effectiveDay;
}

/** The instant (epoch ms) a local day starts in the zone: when a change effective that day applies. */
export function localMidnight(day: string, timeZone: string): number {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return wallTimeToEpoch({ year, month, day: dayOfMonth, hour: 0, minute: 0, second: 0 }, timeZone) * 1000;
}
