import { z } from 'zod';
import { farmBasicsSchema } from '../farms/entities';
import { INVITE_TYPES } from './members';
import { CHILD_ACCOUNT_TYPES, ORGANISATION_STATUSES } from './organisations';
import { ORGANISATION_TYPES, ROLE_NAMES } from './roles';

/**
 * What the accounts API answers (spec 000 §3): the server's presenters build these and the web
 * app reads them. The schemas beside this file describe requests.
 */

/** Another record named by its id: who invited, which farm or account a member belongs to. */
const objectRefSchema = z.object({ objectId: z.string() });

/** An account (organisation) as lists and GET /org/{id} present it. */
export const accountViewSchema = z.object({
  objectId: z.string(),
  name: z.string(),
  type: z.enum(ORGANISATION_TYPES),
  status: z.enum(ORGANISATION_STATUSES),
  hqAddress: z.string().nullable(),
  businessEmail: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  parentId: z.string().nullable(),
  invitedToEmail: z.string().nullable(),
  /** The user who created the account with POST /org; null for accounts set up otherwise. */
  invitedBy: objectRefSchema.nullable(),
  createdAt: z.string(),
});
export type AccountView = z.infer<typeof accountViewSchema>;

/** Accounts keyed by type (groups data, and part of GET /user/{id}/organisations). */
export const accountListsViewSchema = z.object({
  tilth: z.array(accountViewSchema),
  distributor: z.array(accountViewSchema),
  dealer: z.array(accountViewSchema),
  business: z.array(accountViewSchema),
});
export type AccountListsView = z.infer<typeof accountListsViewSchema>;

/** A farm in GET /user/{id}/organisations. */
export const farmSummaryViewSchema = farmBasicsSchema.extend({ businessId: z.string(), createdAt: z.string() });
export type FarmSummaryView = z.infer<typeof farmSummaryViewSchema>;

/** GET /user/{id}/organisations: the user's own account as parent, the accounts below it by type, and its farms. */
export const userOrganisationsViewSchema = accountListsViewSchema.extend({
  parent: accountViewSchema.nullable(),
  farm: z.array(farmSummaryViewSchema),
});
export type UserOrganisationsView = z.infer<typeof userOrganisationsViewSchema>;

/** GET /org/{id}: the account, its visible parent, and what the caller may do to it. */
export const accountDetailViewSchema = accountViewSchema.extend({
  parent: z.object({ objectId: z.string(), name: z.string(), type: z.enum(ORGANISATION_TYPES) }).nullable(),
  childType: z.enum(CHILD_ACCOUNT_TYPES).nullable(),
  /** Policy actions on this account: account:edit, account:createChild, account:shoppingSettings, member:invite, member:manage. */
  permissions: z.array(z.string()),
});
export type AccountDetailView = z.infer<typeof accountDetailViewSchema>;

/** A member (spec 000 §3); never the password hash. */
export const memberViewSchema = z.object({
  objectId: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  profileImage: z.string().nullable(),
  role: z.object({ name: z.enum(ROLE_NAMES) }),
  organisation: objectRefSchema.nullable(),
  farm: objectRefSchema.nullable(),
  createdAt: z.string(),
});
export type MemberView = z.infer<typeof memberViewSchema>;

/** A pending invitation into a team: invited, not joined yet. */
export const invitedMemberViewSchema = z.object({
  objectId: z.string(),
  email: z.string(),
  role: z.object({ name: z.enum(ROLE_NAMES) }),
  type: z.enum(INVITE_TYPES),
  organisation: objectRefSchema,
  farm: objectRefSchema.nullable(),
  invitedBy: objectRefSchema.nullable(),
  status: z.literal('INVITED'),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type InvitedMemberView = z.infer<typeof invitedMemberViewSchema>;

/** GET /org/{id}/users and GET /farm/{id}/users: the Admin and Users lists and pending invitations. */
export const teamViewSchema = z.object({
  admins: z.array(memberViewSchema),
  users: z.array(memberViewSchema),
  invited: z.array(invitedMemberViewSchema),
});
export type TeamView = z.infer<typeof teamViewSchema>;

/** GET /user/myteam: the caller's own team as one list, with pending invitations. */
export const myTeamViewSchema = z.object({
  invited: z.array(invitedMemberViewSchema),
  members: z.array(memberViewSchema),
});
export type MyTeamView = z.infer<typeof myTeamViewSchema>;

/** GET /user/myteam/users: a member as far as an @-mention needs. */
export const mentionableMemberViewSchema = z.object({
  objectId: z.string(),
  name: z.string(),
  username: z.string(),
  profileImage: z.string().nullable(),
});
export type MentionableMemberView = z.infer<typeof mentionableMemberViewSchema>;

/** POST /org. */
export const createdAccountViewSchema = z.object({
  objectId: z.string(),
  invitationId: z.string(),
  invitedToEmail: z.string(),
  type: z.enum(CHILD_ACCOUNT_TYPES),
  name: z.string(),
});
export type CreatedAccountView = z.infer<typeof createdAccountViewSchema>;

/** POST /user/invite/{teamId}/{type}: one invitation per distinct e-mail. */
export const invitedMembersViewSchema = z.object({
  invited: z.array(
    z.object({
      objectId: z.string(),
      email: z.string(),
      type: z.enum(INVITE_TYPES),
      role: z.enum(ROLE_NAMES),
      expiresAt: z.string(),
    }),
  ),
});
export type InvitedMembersView = z.infer<typeof invitedMembersViewSchema>;

/** GET and PUT /org/{id}/shopping-settings (the stored settings, or the defaults). */
export const shoppingSettingsViewSchema = z.object({
  membersMayPurchase: z.boolean(),
  receiptEmail: z.string().nullable(),
});

/** POST /file/image: the stored image's id, its public URL (twice, as the documented API), its type and size. */
export const uploadedImageSchema = z.object({
  objectId: z.string(),
  image: z.string(),
  file: z.object({ url: z.string(), name: z.string() }),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedImageView = z.infer<typeof uploadedImageSchema>;

/** GET /help/videos: each configured video. */
export const helpVideoSchema = z.object({
  id: z.enum(['overview', 'graphing']),
  title: z.string(),
  url: z.string(),
  /** WebVTT captions: the bundled recordings have them; a video configured elsewhere has none. */
  captions: z.string().nullable(),
});
export type HelpVideoView = z.infer<typeof helpVideoSchema>;

/** GET /admin/outbox: one kept mail. */
export const outboxMailSchema = z.object({
  objectId: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMailView = z.infer<typeof outboxMailSchema>;
