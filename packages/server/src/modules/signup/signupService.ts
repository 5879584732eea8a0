import { signupMode, type SignedUp, type SignupBody } from '@tilth/domain';
import type { Config } from '../../config';
import { badRequest } from '../../http/errors';
import { newObjectId, newSessionToken } from '../../lib/ids';
import { addDays, isoNow } from '../../lib/time';
import { hashPassword } from '../auth/passwords';
import type { SessionRepository } from '../auth/sessionRepository';
import { invitationGone, type InvitationService } from '../invitations/invitationService';
import { duplicateEmail, duplicateUserId } from '../users/duplicates';
import type { MemberRepository } from '../users/memberRepository';
import { uniqueViolation, type SignupRepository } from './signupRepository';
import { text } from '../../lib/i18n/catalog';
import { signupText } from './messages';

/** Sign-up by invitation (spec 000 §2.10): team mode for an INVITED account, member mode otherwise. */
export class SignupService {
  constructor(
    private readonly invitations: InvitationService,
    private readonly members: MemberRepository,
    private readonly signups: SignupRepository,
    private readonly sessions: SessionRepository,
    private readonly config: Pick<Config, 'sessionTtlDays'>,
  ) {}

  async signup(pathUsername: string, body: SignupBody): Promise<SignedUp> {
    const { invitation, organisation } = await this.invitations.usable(body.invitationId, body.key);
    if (body.org !== organisation.id) throw badRequest(text(signupText, 'orgDoesNotMatch'), ['org']);
    if (body.email !== invitation.email) throw badRequest(text(signupText, 'signUpEMail'), ['email']);

    const team = signupMode(organisation.status) === 'team';
    let username = invitation.email;
    if (team) {
      username = (body.username ?? pathUsername).trim().toLowerCase();
      if (username !== pathUsername.trim().toLowerCase()) throw badRequest(text(signupText, 'usernamePathBodyDiffer'), ['username']);
      if (body.confirmPassword === undefined) throw badRequest(text(signupText, 'confirmPasswordRequired'), ['confirmPassword']);
    }
    // The invitee owns the invited address and this invitation's proposed username; anything else
    // another user or pending invitation holds is taken (usernames and e-mails share one namespace).
    const now = isoNow();
    const mine = { email: invitation.email, invitationId: invitation.id };
    if (team && (await this.members.identifierTaken(username, mine, now))) throw duplicateUserId('username');
    if (await this.members.identifierTaken(invitation.email, mine, now)) throw duplicateEmail('email');

    const user = {
      id: newObjectId(),
      username,
      email: invitation.email,
      password_hash: await hashPassword(body.password),
      // The personal-info step asks for the real name next; until then the invite's name or the mailbox.
      name: invitation.invited_to_name ?? invitation.email.split('@')[0]!,
      phone: null,
      address: null,
      profile_image: null,
      role: invitation.role,
      organisation_id: organisation.id,
      farm_id: invitation.farm_id,
      created_at: now,
      updated_at: now,
    };
    try {
      const created = await this.signups.createFromInvitation(invitation.id, user, team);
      if (!created) throw invitationGone(text(signupText, 'invitationHasAlreadyBeen'));
    } catch (error) {
      // Two sign-ups raced past the checks above: the unique index decides, with the same messages.
      const field = uniqueViolation(error);
      if (field === 'username' && team) throw duplicateUserId('username');
      if (field) throw duplicateEmail('email');
      throw error;
    }

    if (body.autologin === false) return { id: user.id, sessionToken: null };
    const token = newSessionToken();
    await this.sessions.create(token, user.id, now, addDays(now, this.config.sessionTtlDays));
    return { id: user.id, sessionToken: token };
  }
}
