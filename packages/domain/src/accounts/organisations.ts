import { z } from 'zod';
import { ORGANISATION_TYPES, type OrganisationType } from './roles';
import { emailField, idField, optionalEmailField, phoneField, requiredText, searchText, usernameField } from './fields';
import { objectIdParams, userIdParams } from '../api/params';

/** Account types that can be created below another account: farms are not accounts. */
export const CHILD_ACCOUNT_TYPES = ['distributor', 'dealer', 'business'] as const;
export type ChildAccountType = (typeof CHILD_ACCOUNT_TYPES)[number];

/** Organisation statuses: INVITED until its first admin completes team sign-up. */
export const ORGANISATION_STATUSES = ['INVITED', 'INVITATION_ACCEPTED'] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

/** The account type one level below this one (tilth → distributor → dealer → business), or null. */
export function childAccountType(type: OrganisationType): ChildAccountType | null {
  const index = ORGANISATION_TYPES.indexOf(type);
  return (ORGANISATION_TYPES[index + 1] as ChildAccountType | undefined) ?? null;
}

/** Account basic information (spec 000 §5). */
export const accountBasicInfoSchema = z.object({
  name: requiredText('Name'),
  hqAddress: requiredText('Headquarter Address', 500),
  businessEmail: emailField('Business Email'),
  phone: phoneField('Phone'),
});
export type AccountBasicInfo = z.infer<typeof accountBasicInfoSchema>;

/**
 * PATCH /org/{id}: one changed field, or an uploaded image by its fileId (image null removes it).
 * Several fields at once are accepted too, for the sign-up business-info step.
 */
export const organisationUpdateSchema = accountBasicInfoSchema
  .extend({ image: z.string().max(500).nullable(), fileId: idField })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type OrganisationUpdate = z.infer<typeof organisationUpdateSchema>;

/**
 * POST /org, the new-account invite (spec 000 §3, §5): creates the account and invites its first
 * admin. `userId` is the username proposed for that admin. The invitee chooses their own password
 * at sign-up (spec 000 §2.10), so the form asks none; `password` (listed in spec 000 §3, §5) is
 * still accepted from clients that send it, and never stored.
 */
export const newAccountInviteSchema = z.object({
  name: requiredText('Account Name'),
  invitedToName: requiredText('Name'),
  invitedToEmail: emailField('Email'),
  userId: usernameField('User Id'),
  password: z.string().max(256).optional(),
  invitedBy: requiredText('Invited By', 64),
  type: z.enum(CHILD_ACCOUNT_TYPES, { error: 'Type must be distributor, dealer or business' }),
  farm: idField.optional(),
  parentId: idField.optional(),
});
export type NewAccountInvite = z.infer<typeof newAccountInviteSchema>;

export const ORGANISATION_SORTS = ['name', 'createdAt'] as const;

export const organisationListQuerySchema = z.object({
  type: z.enum(ORGANISATION_TYPES).optional(),
  name: searchText.optional(),
});

/** Groups data (spec 000 §7 "other calls"): lists keyed by type, optionally under one account. */
export const groupsQuerySchema = z.object({
  name: searchText.optional(),
  type: z.enum(ORGANISATION_TYPES).optional(),
  sort: z.enum(ORGANISATION_SORTS).optional(),
  parentId: idField.optional(),
});
export type GroupsQuery = z.infer<typeof groupsQuerySchema>;

export const organisationSearchQuerySchema = z.object({
  name: searchText.optional(),
  orgId: idField.optional(),
  type: z.enum(ORGANISATION_TYPES).optional(),
});

export const organisationViewQuerySchema = z.object({ sort: z.enum(ORGANISATION_SORTS).optional() });

export const userOrganisationsQuerySchema = z.object({ name: searchText.optional(), sort: z.enum(ORGANISATION_SORTS).optional() });

export const orgIdParamsSchema = objectIdParams;

/** Team Shopping Settings (spec 000 §2.7, §6): who in the team may buy plans, and where receipts go. */
export const shoppingSettingsSchema = z.object({
  membersMayPurchase: z.boolean(),
  receiptEmail: emailField('Receipt Email').nullable(),
});
export type ShoppingSettings = z.infer<typeof shoppingSettingsSchema>;
/** The settings card: an empty Receipt Email means none. */
export const shoppingSettingsFormSchema = z.object({
  membersMayPurchase: z.boolean(),
  receiptEmail: optionalEmailField('Receipt Email'),
});
export type ShoppingSettingsForm = z.input<typeof shoppingSettingsFormSchema>;
export const DEFAULT_SHOPPING_SETTINGS: ShoppingSettings = { membersMayPurchase: false, receiptEmail: null };

export const userViewParamsSchema = userIdParams;
