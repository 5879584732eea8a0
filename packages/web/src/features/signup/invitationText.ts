import type { Invitation } from '@tilth/domain';

/** Spec 000 §2.10: 'a member' when the role name ends with _user, otherwise 'an administrator'. */
export function invitedAs(role: string): 'a member' | 'an administrator' {
  return role.endsWith('_user') ? 'a member' : 'an administrator';
}

/** Where the invitation leads: the farm within its business, or the account. */
export function invitedTo(invitation: Pick<Invitation, 'organisation' | 'farm'>): string {
  return invitation.farm ? `${invitation.farm.name} (${invitation.organisation.name})` : invitation.organisation.name;
}
