import { z } from 'zod';
import { ROLE_NAMES, roleLevel, type RoleName } from './roles';
import { emailField, idField, optionalEmailField, searchText } from './fields';

/** Member levels in invitations: 'admin' shown as Administrator, 'user' as Member (spec 000 §6). */
export const INVITE_TYPES = ['admin', 'user'] as const;
export type InviteType = (typeof INVITE_TYPES)[number];
/**
 * The level an invitation form starts at: the lower one, so an e-mail alone never grants
 * administration (issue 27; spec 000 §9 started at admin). The API has no default: a body without
 * a type is refused, naming it.
 */
export const DEFAULT_INVITE_TYPE: InviteType = 'user';

/** Teams a member can be invited into: an organisation of this type, or a farm. */
export const TEAM_TYPES = ['distributor', 'dealer', 'business', 'farm'] as const;
export type TeamType = (typeof TEAM_TYPES)[number];

export const inviteTypeField = z.enum(INVITE_TYPES, { error: 'Type must be user or admin' });

/** The 'Invite a New Member' form (spec 000 §5). */
export const inviteMemberFormSchema = z.object({
  email: emailField('New Member Email'),
  type: inviteTypeField,
});

/** A row of the sign-up 'invite members' step: e-mail optional, valid if given. */
export const inviteRowSchema = z.object({ email: optionalEmailField('Email'), type: inviteTypeField });

/** POST /user/invite/{teamId}/{type}: users[{email, type}] and the inviter's id. */
export const memberInviteSchema = z.object({
  users: z.array(inviteMemberFormSchema).min(1, 'Add at least one e-mail').max(50, 'Invite at most 50 members at once'),
  user: idField,
});
export type MemberInvite = z.infer<typeof memberInviteSchema>;

export const memberInviteParamsSchema = z.object({ teamId: idField, type: z.enum(TEAM_TYPES) });

/** PATCH /org/{id}/users/{userId}. */
export const roleChangeSchema = z.object({ roleName: z.enum(ROLE_NAMES) });
export const memberParamsSchema = z.object({ id: idField, userId: idField });

export const memberListQuerySchema = z.object({
  name: searchText.optional(),
  sort: z.enum(['name', 'createdAt']).optional(),
});
export const userListQuerySchema = memberListQuerySchema.extend({ content: z.enum(['team']).optional() });

/** The role a member invited into a team of this type gets. */
export function inviteRole(team: TeamType, type: InviteType): RoleName {
  return `${team}_${type}` as RoleName;
}

/** A role change stays on the same level and toggles admin ↔ user (spec 000 §4). */
export function isAllowedRoleChange(from: RoleName, to: RoleName): boolean {
  return from !== to && roleLevel(from) === roleLevel(to) && from !== 'tilth_admin' && to !== 'tilth_admin';
}

/** The sign-up 'invite members' step: rows of e-mail (optional) and member level. */
export const inviteMembersFormSchema = z.object({ invites: z.array(inviteRowSchema) });
export type InviteMembersForm = z.input<typeof inviteMembersFormSchema>;
export type InviteMemberForm = z.input<typeof inviteMemberFormSchema>;
