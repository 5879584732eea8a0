import { can, inviteRole, type Actor, type MemberInvite, type Scope, type TeamType } from '@tilth/domain';
import type { InvitedMembersView } from '@tilth/domain/accounts/views';
import type { Language } from '@tilth/domain/preferences/language';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { isoNow } from '../../lib/time';
import type { FarmRow, OrganisationRepository, OrganisationRow } from '../organisations/organisationRepository';
import { farmScope, organisationScope } from '../organisations/viewpoint';
import { duplicateEmail } from '../users/duplicates';
import type { MemberRepository } from '../users/memberRepository';
import type { InvitationService } from './invitationService';
import { text } from '../../lib/i18n/catalog';
import { invitationsText } from './messages';

export interface Team {
  organisation: OrganisationRow;
  farm?: FarmRow;
  scope: Scope;
}

/** POST /user/invite/{teamId}/{type}: an admin invites members into an account or a farm. */
export class MemberInvitationService {
  constructor(
    private readonly invitations: InvitationService,
    private readonly orgs: OrganisationRepository,
    private readonly members: MemberRepository,
  ) {}

  /** The account (type = its type) or farm (type 'farm') a call names, if the actor may see it. */
  async team(actor: Actor, teamId: string, type: TeamType): Promise<Team> {
    if (type === 'farm') {
      const farm = await this.orgs.findFarm(teamId);
      if (!farm || !can(actor, 'member:read', farmScope(farm))) throw notFound(text(invitationsText, 'farmNotFound'));
      const organisation = await this.orgs.findById(farm.business_id);
      if (!organisation) throw notFound(text(invitationsText, 'farmNotFound'));
      return { organisation, farm, scope: farmScope(farm) };
    }
    const organisation = await this.orgs.findById(teamId);
    if (!organisation || !can(actor, 'member:read', organisationScope(organisation)))
      throw notFound(text(invitationsText, 'accountNotFound'));
    if (organisation.type !== type)
      throw badRequest(text(invitationsText, 'accountNot', { type: organisation.type, type2: type }), ['type']);
    return { organisation, scope: organisationScope(organisation) };
  }

  async invite(actor: Actor, teamId: string, type: TeamType, body: MemberInvite, language: Language = 'en'): Promise<InvitedMembersView> {
    if (body.user !== actor.userId) throw badRequest(text(invitationsText, 'userMustIdSigned'), ['user']);
    const team = await this.team(actor, teamId, type);
    // Spec 000 §6: members are never invited into the provider's own account.
    if (team.organisation.type === 'tilth' || !can(actor, 'member:invite', team.scope)) throw forbidden();

    // The member's username will be this address: no user may hold it as either identifier, nor a
    // pending account as its proposed username. Inviting the same address again is fine.
    const now = isoNow();
    for (const [index, row] of body.users.entries()) {
      if (await this.members.identifierTaken(row.email, { email: row.email }, now)) throw duplicateEmail(`users.${index}.email`);
    }
    const rows = [...new Map(body.users.map((u) => [u.email, u])).values()];
    const inviter = await this.members.findById(actor.userId);
    const invited: InvitedMembersView['invited'] = [];
    for (const row of rows) {
      const role = inviteRole(type, row.type);
      const invitation = await this.invitations.create({
        email: row.email,
        role,
        organisation: team.organisation,
        farm: team.farm,
        inviter: { id: actor.userId, name: inviter?.name ?? '' },
        language,
      });
      invited.push({
        objectId: invitation.id,
        email: invitation.email,
        type: row.type,
        role,
        expiresAt: invitation.expires_at,
      });
    }
    return { invited };
  }
}
