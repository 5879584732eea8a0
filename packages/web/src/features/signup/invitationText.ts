import type { Invitation } from '@tilth/domain';

/** Whether the invitation makes a member (a role ending with _user) or an administrator (spec 000 §2.10). */
export function invitedKind(role: string): 'member' | 'admin' {
  return role.endsWith('_user') ? 'member' : 'admin';
}

/** Spec 000 §2.10: 'a member' when the role name ends with _user, otherwise 'an administrator' (the English the screen says). */
export function invitedAs(role: string): 'a member' | 'an administrator' {
  return invitedKind(role) === 'member' ? 'a member' : 'an administrator';
}

/** Where the invitation leads: the farm within its business, or the account. */
export function invitedTo(invitation: Pick<Invitation, 'organisation' | 'farm'>): string {
  return invitation.farm ? `${invitation.farm.name} (${invitation.organisation.name})` : invitation.organisation.name;
}
