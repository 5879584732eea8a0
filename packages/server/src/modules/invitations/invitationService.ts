import { isRoleName, type Invitation, type RoleName } from '@tilth/domain';
import type { Language } from '@tilth/domain/preferences/language';
import type { Config } from '../../config';
import { AppError, notFound, type ErrorMessage } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import { addDays, isoNow } from '../../lib/time';
import type { Mailer } from '../mail/mailer';
import { invitationMail } from '../mail/templates';
import type { FarmRow, OrganisationRepository, OrganisationRow } from '../organisations/organisationRepository';
import { invitationKey, isValidInvitationKey } from './invitationKeys';
import type { InvitationRepository, InvitationRow } from './invitationRepository';
import { text } from '../../lib/i18n/catalog';
import { invitationsText } from './messages';

export interface NewInvitation {
  email: string;
  role: RoleName;
  organisation: OrganisationRow;
  farm?: FarmRow;
  username?: string | null;
  invitedToName?: string | null;
  inviter: { id: string; name: string };
  /** The inviting request's language, which the mail is written in (the invitee has no preference yet; issue 34). */
  language?: Language;
}

export const invitationGone = (message: ErrorMessage) => new AppError(410, 'InvitationGone', message);

/** Creates, mails, opens and checks invitations; the link's key is what lets anyone use one. */
export class InvitationService {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly orgs: OrganisationRepository,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl' | 'invitationTtlDays'>,
    private readonly secret: string,
  ) {}

  link(invitation: InvitationRow): string {
    const key = invitationKey(this.secret, invitation);
    return `${this.config.publicUrl}/signUp/${encodeURIComponent(key)}?invitationId=${encodeURIComponent(invitation.id)}`;
  }

  /** Stores the invitation and e-mails its link; if the mail can't go out, nothing is kept. */
  async create(input: NewInvitation): Promise<InvitationRow> {
    const now = isoNow();
    const invitation: InvitationRow = {
      id: newObjectId(),
      email: input.email.toLowerCase(),
      role: input.role,
      organisation_id: input.organisation.id,
      farm_id: input.farm?.id ?? null,
      username: input.username ?? null,
      invited_to_name: input.invitedToName ?? null,
      invited_by: input.inviter.id,
      created_at: now,
      expires_at: addDays(now, this.config.invitationTtlDays),
      accepted_at: null,
      accepted_by: null,
    };
    await this.invitations.insert(invitation);
    try {
      await this.mailer.send(
        invitationMail({
          to: invitation.email,
          link: this.link(invitation),
          role: input.role,
          organisationName: input.farm ? `${input.farm.name} (${input.organisation.name})` : input.organisation.name,
          inviterName: input.inviter.name,
          expiresAt: invitation.expires_at,
          language: input.language,
        }),
      );
    } catch (error) {
      await this.invitations.delete(invitation.id);
      throw error;
    }
    return invitation;
  }

  /**
   * The invitation behind a link. A wrong key reads as not found (nothing is revealed without
   * it); a used or expired one answers 410 so the sign-up page can say why.
   */
  async usable(
    id: string,
    key: string,
    now = isoNow(),
  ): Promise<{ invitation: InvitationRow; organisation: OrganisationRow; farm?: FarmRow }> {
    const invitation = await this.invitations.findById(id);
    if (!invitation || !isValidInvitationKey(this.secret, invitation, key)) throw notFound(text(invitationsText, 'invitationNotFound'));
    if (invitation.accepted_at) throw invitationGone(text(invitationsText, 'invitationHasAlreadyBeen'));
    if (invitation.expires_at <= now) throw invitationGone(text(invitationsText, 'invitationHasExpiredPlease'));
    const organisation = await this.orgs.findById(invitation.organisation_id);
    if (!organisation) throw notFound(text(invitationsText, 'invitationNotFound'));
    const farm = invitation.farm_id ? await this.orgs.findFarm(invitation.farm_id) : undefined;
    return { invitation, organisation, farm };
  }

  async open(id: string, key: string): Promise<Invitation> {
    const { invitation, organisation, farm } = await this.usable(id, key);
    if (!isRoleName(invitation.role)) throw notFound(text(invitationsText, 'invitationNotFound'));
    return {
      objectId: invitation.id,
      email: invitation.email,
      role: invitation.role,
      username: invitation.username,
      organisation: {
        objectId: organisation.id,
        name: organisation.name,
        type: organisation.type,
        status: organisation.status,
      },
      farm: farm ? { objectId: farm.id, name: farm.name } : null,
      expiresAt: invitation.expires_at,
    };
  }
}
