import { can, childAccountType, type Actor, type NewAccountInvite } from '@tilth/domain';
import type { CreatedAccountView } from '@tilth/domain/accounts/views';
import type { Language } from '@tilth/domain/preferences/language';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import type { InvitationService } from '../invitations/invitationService';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import { farmScope } from '../organisations/viewpoint';
import { duplicateEmail, duplicateUserId } from '../users/duplicates';
import type { MemberRepository } from '../users/memberRepository';
import type { OrganisationService } from './organisationService';
import { text } from '../../lib/i18n/catalog';
import { accountsText } from './messages';

/**
 * POST /org: creates a child account in status INVITED and invites its first administrator.
 * The invitee completes team sign-up from the mailed link, which turns the account active.
 */
export class AccountCreationService {
  constructor(
    private readonly orgs: OrganisationRepository,
    private readonly organisations: OrganisationService,
    private readonly members: MemberRepository,
    private readonly invitations: InvitationService,
  ) {}

  async create(actor: Actor, body: NewAccountInvite, language: Language = 'en'): Promise<CreatedAccountView> {
    if (body.invitedBy !== actor.userId) throw badRequest(text(accountsText, 'invitedbyMustIdSigned'), ['invitedBy']);
    const parentId = body.parentId ?? actor.organisationId;
    if (!parentId) throw forbidden();
    const parent = await this.organisations.visibleOrganisation(actor, parentId, 'account:createChild');
    // The hierarchy is tilth → distributor → dealer → business: a parent is exactly one level up.
    const childType = childAccountType(parent.type);
    if (childType !== body.type) {
      const allowed = childType ? `only ${childType} accounts` : 'no accounts';
      throw badRequest(text(accountsText, 'accountCanHaveBelow', { type: parent.type, allowed }), ['type']);
    }
    const farm = body.farm ? await this.orgs.findFarm(body.farm) : undefined;
    if (body.farm && (!farm || !can(actor, 'account:read', farmScope(farm)))) throw notFound(text(accountsText, 'farmNotFound'));

    // One namespace for usernames, e-mails and pending invitations; the invitee's own address is theirs.
    const now = isoNow();
    const invitee = { email: body.invitedToEmail };
    if (await this.members.identifierTaken(body.userId, invitee, now)) throw duplicateUserId('userId');
    if (await this.members.identifierTaken(body.invitedToEmail, invitee, now)) throw duplicateEmail('invitedToEmail');

    const id = newObjectId();
    const organisation = {
      id,
      name: body.name,
      type: body.type,
      status: 'INVITED' as const,
      parent_id: parent.id,
      path: `${parent.path}/${id}`,
      hq_address: null,
      business_email: null,
      phone: null,
      image: null,
      invited_by: actor.userId,
      invited_to_email: body.invitedToEmail,
      created_at: now,
    };
    await this.orgs.insert(organisation);
    const inviter = await this.members.findById(actor.userId);
    try {
      const invitation = await this.invitations.create({
        email: body.invitedToEmail,
        role: `${body.type}_admin`,
        organisation,
        farm,
        username: body.userId,
        invitedToName: body.invitedToName,
        inviter: { id: actor.userId, name: inviter?.name ?? '' },
        language,
      });
      return { objectId: id, invitationId: invitation.id, invitedToEmail: body.invitedToEmail, type: body.type, name: body.name };
    } catch (error) {
      // The mail could not go out: don't leave an account nobody was told about.
      await this.orgs.delete(id);
      throw error;
    }
  }
}
