import type { Scope } from '@tilth/domain';
import type { InvitationRepository } from '../invitations/invitationRepository';
import type { MemberInvitationService } from '../invitations/memberInvitationService';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import type { MemberRepository } from '../users/memberRepository';
import { MemberService } from './memberService';
import { memberRoutes } from './routes';

export interface MembersModuleDeps {
  members: MemberRepository;
  organisations: OrganisationRepository;
  invitations: InvitationRepository;
  memberInvitations: MemberInvitationService;
  /** Where a site (object id) sits in the tree; null when there is no such site. */
  siteScopeOf: (siteId: string) => Promise<Scope | null>;
}

/** An account's or farm's members and their access (the composition root calls this once). */
export function createMembersModule(d: MembersModuleDeps) {
  const service = new MemberService(d.members, d.organisations, d.invitations, d.memberInvitations, d.siteScopeOf);
  return { service, routes: () => memberRoutes(service) };
}
