import { dayAfter, type SubscriptionPlan, type SubscriptionSite } from '@tilth/domain';
import { intlLocale, translate } from '../../i18n/catalog';
import { subscriptionsMessages } from './messages';

/** The plan a site will have: its pending change's, else its own (what an edit starts from). */
export const latestPlan = (site: Pick<SubscriptionSite, 'plan' | 'pending'>): SubscriptionPlan => site.pending?.plan ?? site.plan;

/** A plan's name as the lists show it: Gold and Silver are names; None is a word, in the app's language. */
export const planName = (plan: SubscriptionPlan): string => (plan === 'None' ? translate(subscriptionsMessages, 'planNone') : plan);

/** A plan's name on the site's card: 'Not subscribed' for None (the domain's planCardName, in the app's language). */
export const planCardText = (plan: SubscriptionPlan): string =>
  plan === 'None' ? translate(subscriptionsMessages, 'notSubscribed') : plan;

/** 'Nov 26' for a calendar day (read as written, never shifted by a time zone), in the app's language. */
export const shortDay = (day: string): string =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(intlLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' });

const localToday = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** '→ Gold tomorrow', or '→ Gold from Nov 26' when the farm's day is further off. */
export function pendingLabel(pending: { plan: SubscriptionPlan; effectiveDay: string }, now = new Date()): string {
  const plan = planName(pending.plan);
  if (pending.effectiveDay <= dayAfter(localToday(now))) return translate(subscriptionsMessages, 'pendingTomorrow', { plan });
  return translate(subscriptionsMessages, 'pendingFromDay', { plan, day: shortDay(pending.effectiveDay) });
}
