import { intervalLabel, type Coupon, type ShopPlan } from '@tilth/domain';

/** The local provider's plans on sale (the lead's decision): Silver and Gold, yearly, per site. */
export const LOCAL_PLANS: readonly ShopPlan[] = [
  {
    id: 'plan_silver_yearly',
    object: 'plan',
    product: 'prod_silver',
    amount: 12000,
    currency: 'usd',
    interval: 'year',
    interval_count: 1,
    metadata: {
      name: 'Silver',
      description: 'The soil moisture graph of one site, per year.',
      about: "Silver opens a site's graph and lets its admins delete bad data.",
      image: '',
    },
  },
  {
    id: 'plan_gold_yearly',
    object: 'plan',
    product: 'prod_gold',
    amount: 24000,
    currency: 'usd',
    interval: 'year',
    interval_count: 1,
    metadata: {
      name: 'Gold',
      description: 'Everything in Silver, with prediction, crop stages and growing degree days, per year.',
      about: "Gold adds the graph's download, prediction, crop stages and GDD, and the forecast and irrigation settings.",
      image: '',
    },
  },
];

/** The local provider's coupons; EXPIRED2024 is known but no longer valid. */
export const LOCAL_COUPONS: readonly Coupon[] = [
  { id: 'FIELDDAY10', name: 'Field day 10 % off', percent_off: 10, amount_off: null, currency: null, duration: 'once', valid: true },
  { id: 'DEALER50', name: 'Dealer $50 off', percent_off: null, amount_off: 5000, currency: 'usd', duration: 'once', valid: true },
  { id: 'EXPIRED2024', name: '2024 promotion', percent_off: 20, amount_off: null, currency: null, duration: 'once', valid: false },
];

export function findLocalPlan(planId: string): ShopPlan | undefined {
  return LOCAL_PLANS.find((plan) => plan.id === planId);
}

/** Coupon codes are exact, as Stripe's are. */
export function findLocalCoupon(code: string): Coupon | undefined {
  return LOCAL_COUPONS.find((coupon) => coupon.id === code);
}

/** An invoice line as the receipt shows it: "2 × Gold (per year)". */
export function planLineDescription(plan: ShopPlan, quantity: number): string {
  return `${quantity} × ${plan.metadata.name} (${intervalLabel(plan)})`;
}

/** The coupon's line on an invoice: "Coupon FIELDDAY10 (10 % off)". */
export function couponLineDescription(coupon: Coupon): string {
  const off = coupon.percent_off !== null ? `${coupon.percent_off} % off` : `$${((coupon.amount_off ?? 0) / 100).toFixed(2)} off`;
  return `Coupon ${coupon.id} (${off})`;
}
