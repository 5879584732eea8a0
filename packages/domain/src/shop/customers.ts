import { z } from 'zod';
import { providerIdSchema } from './plans';

/** Spec 002 §3 "Profile (payment part)": a saved card as the card list shows it (never its number). */
export const savedCardSchema = z.object({
  id: providerIdSchema,
  name: z.string().nullable(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** `stripeCustomerDetails`: the payment provider's customer, its default card and cards. */
export const stripeCustomerDetailsSchema = z.object({
  id: providerIdSchema,
  default_source: z.string().nullable(),
  sources: z.object({ data: z.array(savedCardSchema) }),
});
export type StripeCustomerDetails = z.infer<typeof stripeCustomerDetailsSchema>;

export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * GET /customers/{userId}: the caller's payment part of the profile and what the shop lets them
 * do (spec 002 §2.8, §6): purchasing is for admins other than the provider's admin (and members
 * when their account's Team Shopping Settings allow); saved cards only for admins.
 */
export const paymentProfileSchema = z.object({
  stripeCustomerDetails: stripeCustomerDetailsSchema.nullable(),
  canPurchase: z.boolean(),
  canUseSavedCards: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type PaymentProfile = z.infer<typeof paymentProfileSchema>;

/** A card token from the provider's client (Stripe's `tok_…`, or the local provider's). */
export const cardTokenSchema = z.string().regex(/^tok_[A-Za-z0-9_]{1,100}$/, 'token must be a card token (tok_…)');

/** POST /customers: make the caller a customer with a first card. */
export const createCustomerBodySchema = z.object({ token: cardTokenSchema });

/** PATCH /customers/{userId}: add a card (token), or make a saved card the default. */
export const updateCustomerBodySchema = z.union([
  z.object({ token: cardTokenSchema }).strict(),
  z.object({ sourceId: providerIdSchema, changeDefaultPayment: z.literal(true) }).strict(),
]);
export type UpdateCustomerBody = z.infer<typeof updateCustomerBodySchema>;

export const customerAnswerSchema = z.object({ stripeCustomerDetails: stripeCustomerDetailsSchema });

/** GET /stripe/key: the provider's public key to start its card client ({key}; null for the local provider). */
export const stripeKeySchema = z.object({
  stripeAPIKey: z.object({ key: z.string().nullable() }),
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type StripeKey = z.infer<typeof stripeKeySchema>;

/** The local provider's card form (POST /local-pay/tokens): the number goes to the provider only, never stored. */
export const localCardBodySchema = z.object({
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits')),
  exp_month: z.coerce.number().int().min(1, 'Expiry month must be 1 to 12').max(12, 'Expiry month must be 1 to 12'),
  exp_year: z.coerce.number().int().min(2000, 'Expiry year must be a four-digit year').max(2100, 'Expiry year must be a four-digit year'),
  cvc: z.string().regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
  name: z.string().trim().max(120, 'Name on card is too long').optional(),
});
export type LocalCardBody = z.input<typeof localCardBodySchema>;
export const localCardTokenSchema = z.object({ id: cardTokenSchema, card: z.object({ brand: z.string(), last4: z.string() }) });
