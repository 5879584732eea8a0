import { EMAIL_LINK_INVALID } from '@tilth/domain/profile/accountSecurity';
import { AppError } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import { addDays, isoNow } from '../../lib/time';
import type { AccountLinkRepository } from '../auth/accountLinkRepository';
import { isValidLinkKey, linkKey } from '../auth/linkKeys';
import type { Mailer } from '../mail/mailer';
import { ENGLISH_READERS, type UserLanguageSource } from '../../lib/i18n/userLanguage';
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../mail/securityMails';
import { duplicateEmail } from '../users/duplicates';
import type { MemberRepository } from '../users/memberRepository';

const KIND = 'email_change';
const linkInvalid = () => new AppError(400, 'LinkInvalid', EMAIL_LINK_INVALID, ['key']);

/**
 * A changed e-mail takes effect only once confirmed (issue 36): a link to the new address (signed
 * over the link, the new address and the account's e-mail at the time, single-use, 24 hours) and a
 * notice to the old one. Until then the account keeps signing in with the old address.
 */
export class EmailChangeService {
  constructor(
    private readonly members: MemberRepository,
    private readonly links: AccountLinkRepository,
    private readonly mailer: Mailer,
    private readonly secret: Buffer,
    private readonly publicUrl: string,
    /** The account holder's language, which both mails are written in (issue 34). */
    private readonly languages: UserLanguageSource = ENGLISH_READERS,
  ) {}

  async request(user: { id: string; email: string; username: string }, newEmail: string): Promise<void> {
    const now = isoNow();
    const id = newObjectId();
    const expiresAt = addDays(now, 1);
    await this.links.retire(user.id, KIND, now);
    await this.links.insert({ id, kind: KIND, user_id: user.id, email: newEmail, created_at: now, expires_at: expiresAt, used_at: null });
    const key = linkKey(this.secret, { id, kind: KIND, userId: user.id, email: newEmail, expiresAt, bound: user.email });
    const language = await this.languages.of(user.id);
    await this.mailer.send(
      emailChangeConfirmMail(newEmail, user.username, `${this.publicUrl}/confirm-email?id=${id}&key=${key}`, language),
    );
    await this.mailer.send(emailChangeNoticeMail(user.email, user.username, newEmail, language));
  }

  async pending(userId: string): Promise<{ email: string; expiresAt: string } | null> {
    const link = await this.links.pending(userId, KIND, isoNow());
    return link?.email ? { email: link.email, expiresAt: link.expires_at } : null;
  }

  /** POST /user/email/confirm: the link's new address becomes the account's, if nobody took it meanwhile. */
  async confirm(id: string, key: string): Promise<{ email: string }> {
    const now = isoNow();
    const link = await this.links.find(id, KIND);
    const user = link ? await this.members.findById(link.user_id) : undefined;
    if (
      !link?.email ||
      !user ||
      link.used_at !== null ||
      link.expires_at <= now ||
      !isValidLinkKey(
        this.secret,
        { id, kind: KIND, userId: user.id, email: link.email, expiresAt: link.expires_at, bound: user.email },
        key,
      )
    ) {
      throw linkInvalid();
    }
    if (await this.members.identifierTaken(link.email, { userId: user.id }, now)) throw duplicateEmail('email');
    if (!(await this.links.use(id, now))) throw linkInvalid();
    await this.links.updateUserEmail(user.id, link.email, now);
    return { email: link.email };
  }
}
