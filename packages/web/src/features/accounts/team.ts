import { isAdminRole, roleLevel, type RoleName } from '@tilth/domain';
import type { InvitedMemberView, MemberView, TeamView } from '@tilth/domain/accounts/views';

/** The other role of the same level: admin ↔ user (spec 000 §4). */
export function toggledRole(role: RoleName): RoleName {
  const level = roleLevel(role);
  return `${level}_${isAdminRole(role) ? 'user' : 'admin'}` as RoleName;
}

const byName = (a: MemberView, b: MemberView) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** The team with one member given a new role, moved to the matching list (the optimistic update). */
export function withRole(team: TeamView, userId: string, role: RoleName): TeamView {
  const member = [...team.admins, ...team.users].find((m) => m.objectId === userId);
  if (!member) return team;
  const updated = { ...member, role: { name: role } };
  const others = (list: MemberView[]) => list.filter((m) => m.objectId !== userId);
  const admin = isAdminRole(role);
  return {
    ...team,
    admins: admin ? [...others(team.admins), updated].sort(byName) : others(team.admins),
    users: admin ? others(team.users) : [...others(team.users), updated].sort(byName),
  };
}

export function withoutMember(team: TeamView, userId: string): TeamView {
  return {
    ...team,
    admins: team.admins.filter((m) => m.objectId !== userId),
    users: team.users.filter((m) => m.objectId !== userId),
  };
}

/** One row of the dealer_admin's combined list: a pending invitation or a member. */
export type TeamEntry = { kind: 'invited'; invitation: InvitedMemberView } | { kind: 'member'; member: MemberView };

/**
 * The dealer_admin's combined invited-and-members list (spec 000 §6): pending invitations first,
 * then admins and users together sorted by name, without the viewer themselves (neither their
 * member entry nor an invitation to their own e-mail).
 */
export function combinedTeam(team: TeamView, self: { objectId: string; email?: string | null }): TeamEntry[] {
  const selfEmail = self.email?.trim().toLowerCase();
  const invited = team.invited
    .filter((invitation) => !selfEmail || invitation.email.trim().toLowerCase() !== selfEmail)
    .map((invitation): TeamEntry => ({ kind: 'invited', invitation }));
  const members = [...team.admins, ...team.users]
    .filter((member) => member.objectId !== self.objectId)
    .sort(byName)
    .map((member): TeamEntry => ({ kind: 'member', member }));
  return [...invited, ...members];
}
