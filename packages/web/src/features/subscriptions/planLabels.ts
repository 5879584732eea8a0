import { dayAfter, type SubscriptionPlan, type SubscriptionSite } from '@tilth/domain';

/** The plan a site will have: its pending change's, else its own (what an edit starts from). */
export const latestPlan = (site: Pick<SubscriptionSite, 'plan' | 'pending'>): SubscriptionPlan => site.pending?.plan ?? site.plan;

const localToday = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** '→ Gold tomorrow', or '→ Gold from Nov 26' when the farm's day is further off. */
export function pendingLabel(pending: { plan: SubscriptionPlan; effectiveDay: string }, now = new Date()): string {
  if (pending.effectiveDay <= dayAfter(localToday(now))) return `→ ${pending.plan} tomorrow`;
  const day = new Date(`${pending.effectiveDay}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `→ ${pending.plan} from ${day}`;
}
