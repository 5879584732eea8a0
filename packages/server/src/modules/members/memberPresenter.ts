import type { InvitedMemberView, MemberView, TeamView } from '@tilth/domain/accounts/views';
import type { InvitationRow } from '../invitations/invitationRepository';
import type { MemberRow } from '../users/memberRepository';

/** A member (spec 000 §3): never the password hash, whatever the row holds. */
export function presentMember(user: MemberRow): MemberView {
  return {
    objectId: user.id,
    name: user.name,
    email: user.email,
    username: user.username,
    phone: user.phone,
    profileImage: user.profile_image,
    role: { name: user.role },
    organisation: user.organisation_id ? { objectId: user.organisation_id } : null,
    farm: user.farm_id ? { objectId: user.farm_id } : null,
    createdAt: user.created_at,
  };
}

export function presentInvited(invitation: InvitationRow): InvitedMemberView {
  return {
    objectId: invitation.id,
    email: invitation.email,
    role: { name: invitation.role },
    type: invitation.role.endsWith('_user') ? 'user' : 'admin',
    organisation: { objectId: invitation.organisation_id },
    farm: invitation.farm_id ? { objectId: invitation.farm_id } : null,
    invitedBy: invitation.invited_by ? { objectId: invitation.invited_by } : null,
    status: 'INVITED',
    createdAt: invitation.created_at,
    expiresAt: invitation.expires_at,
  };
}

/** The account edit screen's Admin and Users lists, plus who is invited and hasn't joined yet. */
export function presentTeam(members: MemberRow[], invited: InvitationRow[], sort: 'name' | 'createdAt' = 'name'): TeamView {
  const presented = sortMembers(members.map(presentMember), sort);
  return {
    admins: presented.filter((m) => m.role.name.includes('admin')),
    users: presented.filter((m) => !m.role.name.includes('admin')),
    invited: invited.map(presentInvited),
  };
}

export function sortMembers<T extends { name: string; createdAt: string }>(members: T[], sort: 'name' | 'createdAt' = 'name'): T[] {
  return [...members].sort((a, b) =>
    sort === 'createdAt' ? b.createdAt.localeCompare(a.createdAt) : a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
}
