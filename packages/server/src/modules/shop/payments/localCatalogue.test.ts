import { couponSchema, discountedTotal, shopPlanSchema } from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import { couponLineDescription, findLocalCoupon, findLocalPlan, LOCAL_COUPONS, LOCAL_PLANS, planLineDescription } from './localCatalogue';

describe('local catalogue', () => {
  it('sells Silver at $120.00 and Gold at $240.00 a year, per site, as valid shop plans', () => {
    for (const plan of LOCAL_PLANS) shopPlanSchema.parse(plan);
    expect(LOCAL_PLANS.map((plan) => [plan.id, plan.product, plan.metadata.name, plan.amount, plan.interval])).toEqual([
      ['plan_silver_yearly', 'prod_silver', 'Silver', 12000, 'year'],
      ['plan_gold_yearly', 'prod_gold', 'Gold', 24000, 'year'],
    ]);
    expect(findLocalPlan('plan_gold_yearly')?.metadata.name).toBe('Gold');
    expect(findLocalPlan('plan_gold_monthly')).toBeUndefined();
  });

  it('has its coupons, exact codes only, EXPIRED2024 no longer valid', () => {
    for (const coupon of LOCAL_COUPONS) couponSchema.parse(coupon);
    expect(discountedTotal(24000, findLocalCoupon('FIELDDAY10')!)).toBe(21600);
    expect(discountedTotal(24000, findLocalCoupon('DEALER50')!)).toBe(19000);
    expect(findLocalCoupon('EXPIRED2024')?.valid).toBe(false);
    expect(findLocalCoupon('fieldday10')).toBeUndefined();
  });

  it('words invoice lines as the receipt shows them', () => {
    expect(planLineDescription(findLocalPlan('plan_gold_yearly')!, 2)).toBe('2 × Gold (per year)');
    expect(couponLineDescription(findLocalCoupon('FIELDDAY10')!)).toBe('Coupon FIELDDAY10 (10 % off)');
    expect(couponLineDescription(findLocalCoupon('DEALER50')!)).toBe('Coupon DEALER50 ($50.00 off)');
  });
});
