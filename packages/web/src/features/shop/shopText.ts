import { formatPrice, type Coupon, type SavedCard, type ShopPlan, type SubscriptionPlan } from '@tilth/domain';
import { currentLanguage, intlLocale, translate } from '../../i18n/catalog';
import { shopMessages } from './messages';

/**
 * The shop's sentences that are made from values (issue 34): what the domain words in English
 * (formatPrice, intervalLabel, pendingPlanLabel), composed here from the same values in the app's
 * language. English reads exactly as the domain writes it.
 */

/** '$240.00' (the domain's formatPrice) in English; the app's locale's currency format otherwise ('USD 240.00'). */
export function priceText(amountCents: number, currency = 'usd'): string {
  if (currentLanguage() === 'en') return formatPrice(amountCents, currency);
  try {
    return new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
  } catch {
    // A currency code Intl does not know: the domain's own writing.
    return formatPrice(amountCents, currency);
  }
}

/** 'per year', 'every 2 months' (the domain's intervalLabel) in the app's language. */
export function intervalText(plan: Pick<ShopPlan, 'interval' | 'interval_count'>): string {
  return plan.interval_count === 1
    ? translate(shopMessages, 'intervalOne', { interval: plan.interval })
    : translate(shopMessages, 'intervalMany', { interval: plan.interval, count: plan.interval_count });
}

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** 'Visa ending 4242': how a card is named to people and screen readers (never more than last4). */
export const cardLabel = (card: Pick<SavedCard, 'brand' | 'last4'>) =>
  translate(shopMessages, 'cardEnding', { brand: brandName(card.brand), last4: card.last4 });

/** '10% off this purchase' or '$50.00 off (forever)', as the coupon says. */
export function couponText(coupon: Coupon): string {
  const off =
    coupon.percent_off !== null
      ? translate(shopMessages, 'percentOff', { percent: coupon.percent_off })
      : translate(shopMessages, 'amountOff', { amount: priceText(coupon.amount_off ?? 0, coupon.currency ?? 'usd') });
  return coupon.duration === 'once'
    ? translate(shopMessages, 'couponOnce', { off })
    : translate(shopMessages, 'couponDuration', { off, duration: coupon.duration });
}

/** 'Nov 25' for a calendar day (read as written, never shifted by a time zone), in the app's language. */
function shortDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString(intlLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** 'Gold from Nov 25' (the domain's pendingPlanLabel): None is 'Not subscribed'. */
export function pendingPlanText(pending: { plan: SubscriptionPlan; effectiveDay: string }): string {
  const plan = pending.plan === 'None' ? translate(shopMessages, 'notSubscribed') : pending.plan;
  return translate(shopMessages, 'pendingPlanFrom', { plan, day: shortDay(pending.effectiveDay) });
}
