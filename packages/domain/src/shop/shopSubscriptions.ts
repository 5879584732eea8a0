import { z } from 'zod';
import { idField } from '../accounts/fields';
import { couponCodeSchema } from './coupons';
import { cardTokenSchema } from './customers';
import { providerIdSchema, shopPlanNameSchema, shopPlanSchema } from './plans';

/** Spec 002 §3 "Subscription objects": one subscription per customer, one item per plan, quantity = sites. */
export const subscriptionItemSchema = z.object({
  id: providerIdSchema,
  plan: shopPlanSchema,
  quantity: z.number().int().nonnegative(),
  /** The sites (object ids) the item pays for. */
  sites: z.array(z.string()),
});
export type SubscriptionItem = z.infer<typeof subscriptionItemSchema>;

export const shopSubscriptionSchema = z.object({
  id: providerIdSchema,
  object: z.literal('subscription'),
  customer: providerIdSchema,
  status: z.enum(['active', 'canceled']),
  /** Unix seconds, as the provider answers. */
  created: z.number().int(),
  items: z.object({ data: z.array(subscriptionItemSchema) }),
  coupon: z.string().nullable(),
});
export type ShopSubscription = z.infer<typeof shopSubscriptionSchema>;

/** The sites of one purchase or change: site object ids, at least one, each once. */
const siteListSchema = z
  .array(idField)
  .min(1, 'Choose at least one site')
  .max(500, 'At most 500 sites per purchase')
  .refine((ids) => new Set(ids).size === ids.length, 'A site is listed twice');

export const selectedPlanSchema = z.object({
  /** The provider's plan id. */
  plan: providerIdSchema,
  /** The plan's name (Silver or Gold), sent when adding sites to an item. */
  name: shopPlanNameSchema.optional(),
  sites: siteListSchema,
});

/**
 * A purchase's plan, sites and coupon. `token` (added for members, spec 002 §2.8): a card entered at
 * checkout, required of those who may not use saved cards; it becomes the customer's card for the charge.
 */
const subscriptionDataSchema = z.object({
  selectedPlan: selectedPlanSchema,
  coupon: couponCodeSchema.optional(),
  token: cardTokenSchema.optional(),
});

/** Spec 002 §7.3 customerData: who pays, when the caller is not yet a customer. */
export const customerDataSchema = z.object({
  name: z.string().trim().min(1, 'Customer name is required').max(120, 'Customer name is too long'),
  email: z.object({ email: z.string().trim().email('Customer email must be an e-mail address') }),
  phone: z.object({ phone: z.string().trim().max(40, 'Customer phone is too long') }).optional(),
  address: z.object({ line1: z.string().trim().max(200, 'Address line 1 is too long') }).optional(),
});

/** POST /subscriptions: create the caller's subscription for one plan and its sites. */
export const createSubscriptionBodySchema = z.object({
  subscriptionData: subscriptionDataSchema,
  customerData: customerDataSchema.optional(),
});
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;

/**
 * PATCH /subscriptions/{id} (spec 002 §7.3): exactly one of the flags. isNewPlan adds an item for
 * another plan; isSiteAdditionOperation / isSiteRemoveOperation change an item's sites
 * (subscriptionItemId names it).
 */
export const updateSubscriptionBodySchema = z
  .object({
    isNewPlan: z.boolean().optional(),
    isSiteAdditionOperation: z.boolean().optional(),
    isSiteRemoveOperation: z.boolean().optional(),
    subscriptionItemId: providerIdSchema.optional(),
    subscriptionData: subscriptionDataSchema,
  })
  .refine((b) => [b.isNewPlan, b.isSiteAdditionOperation, b.isSiteRemoveOperation].filter(Boolean).length === 1, {
    message: 'Set exactly one of isNewPlan, isSiteAdditionOperation and isSiteRemoveOperation',
    path: ['isNewPlan'],
  })
  .refine((b) => b.isNewPlan || b.subscriptionItemId !== undefined, {
    message: 'subscriptionItemId is required to add or remove sites',
    path: ['subscriptionItemId'],
  });
export type UpdateSubscriptionBody = z.infer<typeof updateSubscriptionBodySchema>;

/** A purchase's or change's answer: the subscription and the plan changes it queued (next day). */
export const subscriptionChangeSchema = z.object({
  subscription: shopSubscriptionSchema,
  /** Spec 002 §2.8: the success dialog's text, 'Subscription Updated'. */
  message: z.string(),
  pending: z.array(z.object({ siteId: z.string(), oldPlan: z.string(), newPlan: z.string(), effectiveDay: z.string() })),
  invoiceId: providerIdSchema.nullable(),
});
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

export const invoiceSchema = z.object({
  id: providerIdSchema,
  number: z.string().nullable(),
  customer: providerIdSchema,
  subscription: providerIdSchema.nullable(),
  status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']),
  currency: z.string(),
  /** Cents. */
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  created: z.number().int(),
  lines: z.object({
    data: z.array(z.object({ description: z.string().nullable(), amount: z.number().int(), quantity: z.number().int().nullable() })),
  }),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicesQuerySchema = z.object({ userId: z.string().min(1).max(64).optional(), siteId: idField.optional() });

/** The site-selection dialog: the caller's sites of one farm, and the plan each has (or will have). */
export const shopSiteSchema = z.object({
  objectId: z.string(),
  siteId: z.string(),
  name: z.string(),
  farmId: z.string(),
  /** The effective plan now. */
  plan: z.enum(['None', 'Silver', 'Gold']),
  /** The plan waiting for the farm's next day, if any. */
  pendingPlan: z.enum(['None', 'Silver', 'Gold']).nullable(),
  /** The plan this site's paid subscription item gives (whoever pays), or null. */
  paidPlan: shopPlanNameSchema.nullable(),
  /** Whether the caller's own subscription pays for it (they may remove or cancel it). */
  paidByCaller: z.boolean(),
});
export type ShopSite = z.infer<typeof shopSiteSchema>;
export const shopSitesQuerySchema = z.object({ farmId: idField });

/** Spec 002 §2.8: a site already on the plan is checked and disabled in the dialog. */
export function siteHasPlan(site: Pick<ShopSite, 'plan' | 'pendingPlan' | 'paidPlan'>, plan: string): boolean {
  return site.paidPlan === plan || (site.pendingPlan ?? site.plan) === plan;
}

/** DELETE /site/{id}/subscription: the cancel of spec 002 §4 (the site leaves the caller's subscription). */
export const cancelSubscriptionSchema = z.object({
  title: z.string(),
  message: z.string(),
  pending: z.object({ siteId: z.string(), oldPlan: z.string(), newPlan: z.string(), effectiveDay: z.string() }).nullable(),
});
export type CancelSubscription = z.infer<typeof cancelSubscriptionSchema>;

/** The shop's texts (spec 002 §2.8, §4, §8). */
export const SHOP_TEXT = {
  subscriptionUpdated: 'Subscription Updated',
  subscriptionCancelled: 'Subscription Cancelled.',
  noPaymentInfo: 'Payment info was not added by this user for this site',
  badRequest: 'Bad Request',
  nonAdminPurchase: 'Please contact your admin to add plans to sites.',
  cardUpdateFailed: "Error: could'nt update your card details",
  defaultCardFailed: 'Couldnt change your default card',
  savedCardsAdminOnly: 'Only admin users can use saved payment options; regular users add a card at checkout.',
  noAccess: 'Cannot access this page - Please contact your admin to add Plans for your sites',
} as const;

/** Spec 002 §4: the plan add failure's message is dismissed after 6 s. */
export const PLAN_ADD_ERROR_MS = 6000;
