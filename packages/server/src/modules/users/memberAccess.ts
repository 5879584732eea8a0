import { can, isRoleName, type Actor, type Scope } from '@tilth/domain';
import type { MemberRow } from './memberRepository';

/** The member as the policy sees them when they act themselves. */
export function memberActor(member: MemberRow): Actor | null {
  if (!isRoleName(member.role)) return null;
  return { userId: member.id, role: member.role, organisationId: member.organisation_id, farmId: member.farm_id };
}

/** Whether this member, by their role and place in the tree, may read a site in this scope. */
export function memberSeesSite(member: MemberRow, site: Scope): boolean {
  const actor = memberActor(member);
  return actor !== null && can(actor, 'site:read', site);
}
