import { z } from 'zod';

/** GET /coupons/{code}: a coupon the checkout may apply (Stripe's coupon fields). */
export const couponSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  /** One of percent_off (1–100) or amount_off (cents) is set. */
  percent_off: z.number().nullable(),
  amount_off: z.number().int().nullable(),
  currency: z.string().nullable(),
  duration: z.enum(['once', 'repeating', 'forever']),
  valid: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Coupon code must be letters, digits, - or _ (at most 64)');
export const couponParams = z.object({ code: couponCodeSchema });

/** The total after a coupon (cents, never below zero); an invalid coupon takes nothing off. */
export function discountedTotal(totalCents: number, coupon: Coupon | null): number {
  if (!coupon || !coupon.valid) return totalCents;
  if (coupon.percent_off !== null) return Math.max(0, Math.round(totalCents * (1 - coupon.percent_off / 100)));
  if (coupon.amount_off !== null) return Math.max(0, totalCents - coupon.amount_off);
  return totalCents;
}
