import { can, isAllowedRoleChange, isRoleName, type Actor, type RoleName, type Scope } from '@tilth/domain';
import type { MemberView, MentionableMemberView, MyTeamView, TeamView } from '@tilth/domain/accounts/views';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { isoNow } from '../../lib/time';
import type { InvitationRepository } from '../invitations/invitationRepository';
import type { MemberInvitationService } from '../invitations/memberInvitationService';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import { isFarmLevel, organisationScope } from '../organisations/viewpoint';
import { memberSeesSite } from '../users/memberAccess';
import type { MemberFilter, MemberRepository, MemberRow } from '../users/memberRepository';
import { scopeFromPath } from '../users/organisationScope';
import { presentMember, presentTeam, sortMembers } from './memberPresenter';
import { text } from '../../lib/i18n/catalog';
import { membersText } from './messages';

type ListQuery = MemberFilter & { sort?: 'name' | 'createdAt' };

const memberScope = (member: MemberRow) => scopeFromPath(member.organisation_path, member.farm_id);

export class MemberService {
  constructor(
    private readonly members: MemberRepository,
    private readonly orgs: OrganisationRepository,
    private readonly invitations: InvitationRepository,
    private readonly teams: MemberInvitationService,
    /** Where a site (object id) sits in the tree; null when there is no such site. */
    private readonly siteScopeOf: (siteId: string) => Promise<Scope | null>,
  ) {}

  /** GET /org/{id}/users: an account's Admin and Users lists and its pending invitations. */
  async ofOrganisation(actor: Actor, orgId: string, query: ListQuery = {}): Promise<TeamView> {
    const org = await this.orgs.findById(orgId);
    if (!org || !can(actor, 'member:read', organisationScope(org))) throw notFound(text(membersText, 'accountNotFound'));
    const members = await this.members.ofOrganisation(org.id, query);
    return presentTeam(members, await this.invitations.pending(isoNow(), { organisationId: org.id }), query.sort);
  }

  /** GET /farm/{id}/users: a farm's user group (spec 001's farm User Access panel). */
  async ofFarm(actor: Actor, farmId: string, query: ListQuery = {}): Promise<TeamView> {
    const team = await this.teams.team(actor, farmId, 'farm');
    const members = await this.members.ofFarm(team.farm!.id, query);
    return presentTeam(members, await this.invitations.pending(isoNow(), { farmId: team.farm!.id }), query.sort);
  }

  /** The member a path names, if they belong to that account and the actor may manage them. */
  private async manageable(actor: Actor, orgId: string, userId: string): Promise<MemberRow> {
    const member = await this.members.findById(userId);
    if (!member || member.organisation_id !== orgId || !can(actor, 'member:read', memberScope(member))) {
      throw notFound(text(membersText, 'memberNotFound'));
    }
    if (!can(actor, 'member:manage', memberScope(member))) throw forbidden();
    // An admin can't demote or remove themselves: an account must not lose its last admin by accident.
    if (member.id === actor.userId) throw badRequest(text(membersText, 'cannotChangeRemoveOwn'));
    return member;
  }

  async changeRole(actor: Actor, orgId: string, userId: string, roleName: RoleName): Promise<MemberView> {
    const member = await this.manageable(actor, orgId, userId);
    if (!isRoleName(member.role) || !isAllowedRoleChange(member.role, roleName)) {
      throw badRequest(text(membersText, 'roleCanOnlyChange'), ['roleName']);
    }
    await this.members.update(member.id, { role: roleName, updated_at: isoNow() });
    return presentMember({ ...member, role: roleName });
  }

  async remove(actor: Actor, orgId: string, userId: string): Promise<void> {
    const member = await this.manageable(actor, orgId, userId);
    await this.members.delete(member.id);
  }

  /** GET /user/myteam: the caller's own team (their farm, or their account) with pending invitations. */
  async myTeam(actor: Actor, query: ListQuery = {}): Promise<MyTeamView> {
    const farmLevel = isFarmLevel(actor);
    if (farmLevel ? !actor.farmId : !actor.organisationId) return { invited: [], members: [] };
    const rows = farmLevel
      ? await this.members.ofFarm(actor.farmId!, query)
      : await this.members.ofOrganisation(actor.organisationId!, query);
    const invited = await this.invitations.pending(
      isoNow(),
      farmLevel ? { farmId: actor.farmId! } : { organisationId: actor.organisationId! },
    );
    const team = presentTeam(rows, invited, query.sort);
    return { invited: team.invited, members: sortMembers([...team.admins, ...team.users], query.sort) };
  }

  /** GET /user/group/users: everyone in the caller's subtree (their farm for farm-level users). */
  async inSubtree(actor: Actor, query: ListQuery = {}): Promise<MemberView[]> {
    return sortMembers((await this.visibleInSubtree(actor, query)).map(presentMember), query.sort);
  }

  private async visibleInSubtree(actor: Actor, query: ListQuery): Promise<MemberRow[]> {
    let rows: MemberRow[];
    if (isFarmLevel(actor)) {
      rows = actor.farmId ? await this.members.ofFarm(actor.farmId, query) : [];
    } else {
      const org = actor.organisationId ? await this.orgs.findById(actor.organisationId) : undefined;
      rows = org ? await this.members.inSubtree(org.path, query) : [];
    }
    return rows.filter((row) => can(actor, 'member:read', memberScope(row)));
  }

  /**
   * GET /user/myteam/users: names to @-mention, from the caller's subtree; with a site, only those
   * who may also see it (a site the caller can't see is not found).
   */
  async mentionable(actor: Actor, siteId?: string): Promise<MentionableMemberView[]> {
    let rows = await this.visibleInSubtree(actor, {});
    if (siteId !== undefined) {
      const site = await this.siteScopeOf(siteId);
      if (!site || !can(actor, 'site:read', site)) throw notFound(text(membersText, 'siteNotFound'));
      rows = rows.filter((row) => memberSeesSite(row, site));
    }
    return sortMembers(rows.map(presentMember), 'name').map((m) => ({
      objectId: m.objectId,
      name: m.name,
      username: m.username,
      profileImage: m.profileImage,
    }));
  }
}
