import { isRoleName } from '@tilth/domain';
import { RESET_LINK_INVALID } from '@tilth/domain/auth/security';
import { AppError, tooManyRequests } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import { addMinutes, isoNow } from '../../lib/time';
import type { Mailer } from '../mail/mailer';
import { passwordChangedMail, passwordResetMail } from '../mail/securityMails';
import type { UserRepository } from '../users/userRepository';
import type { AccountLinkRepository, AccountLinkRow } from './accountLinkRepository';
import { isValidLinkKey, linkKey } from './linkKeys';
import { ENGLISH_READERS, type UserLanguageSource } from '../../lib/i18n/userLanguage';
import { hashPassword } from './passwords';
import type { SessionRepository } from './sessionRepository';
import type { SigninThrottle } from './throttle';
import { text } from '../../lib/i18n/catalog';
import { authText } from './messages';

const KIND = 'password_reset';
const linkInvalid = () => new AppError(400, 'LinkInvalid', RESET_LINK_INVALID, ['key']);

export interface PasswordResetOptions {
  publicUrl: string;
  ttlMinutes: number;
  /** Mail goes out after the answer; a failure is logged here (the answer can't depend on it). */
  log: (error: unknown) => void;
  /** The account holder's language, which the mails are written in (issue 34); English without it. */
  languages?: UserLanguageSource;
}

/**
 * Forgotten passwords (issue 36). The request answers the same, as fast, whether or not the
 * account exists: it counts against the account (or what was typed) and the address, and the
 * known account's link is made and mailed after the answer. The link's key is an HMAC over the
 * link's row and the account's password hash when it was sent, so it dies with any password
 * change; the row makes it single-use and expiring. Success signs every session out and mails a notice.
 */
export class PasswordResetService {
  constructor(
    private readonly users: UserRepository,
    private readonly links: AccountLinkRepository,
    private readonly sessions: SessionRepository,
    private readonly throttle: SigninThrottle,
    private readonly mailer: Mailer,
    private readonly secret: Buffer,
    private readonly options: PasswordResetOptions,
  ) {}

  async request(login: string, address: string): Promise<void> {
    const now = isoNow();
    const user = await this.users.findByLogin(login);
    const attempt = this.throttle.attempt(user ? { userId: user.id } : { identifier: login }, address);
    const seconds = await this.throttle.blockedFor(attempt, now);
    if (seconds !== null) {
      const minutes = Math.ceil(seconds / 60);
      throw tooManyRequests(text(authText, 'tooManyPasswordRequests', { minutes }), seconds);
    }
    // Every request counts, for an account that exists or not.
    await this.throttle.recordFailure(attempt, now);
    if (user && isRoleName(user.role)) {
      setImmediate(() => void this.sendLink(user, now).catch(this.options.log));
    }
  }

  private async sendLink(user: { id: string; email: string; username: string; password_hash: string }, now: string): Promise<void> {
    const id = newObjectId();
    const expiresAt = addMinutes(now, this.options.ttlMinutes);
    // A new link replaces older ones: only the newest mail works.
    await this.links.retire(user.id, KIND, now);
    await this.links.insert({ id, kind: KIND, user_id: user.id, email: null, created_at: now, expires_at: expiresAt, used_at: null });
    const key = linkKey(this.secret, { id, kind: KIND, userId: user.id, email: null, expiresAt, bound: user.password_hash });
    const url = `${this.options.publicUrl}/reset-password?id=${id}&key=${key}`;
    const language = await (this.options.languages ?? ENGLISH_READERS).of(user.id);
    await this.mailer.send(passwordResetMail(user.email, user.username, url, this.options.ttlMinutes, language));
  }

  /** GET /user/password/reset/{id}: whether the link still works, before the form is filled in. */
  async check(id: string, key: string, address: string): Promise<{ expiresAt: string }> {
    const { link } = await this.valid(id, key, address);
    return { expiresAt: link.expires_at };
  }

  async reset(id: string, key: string, password: string, address: string): Promise<void> {
    const { link, user } = await this.valid(id, key, address);
    const now = isoNow();
    if (!(await this.links.use(link.id, now))) throw linkInvalid();
    await this.links.updateUserPassword(user.id, await hashPassword(password), now);
    await this.sessions.deleteOfUser(user.id);
    void (this.options.languages ?? ENGLISH_READERS)
      .of(user.id)
      .then((language) => this.mailer.send(passwordChangedMail(user.email, user.username, language)))
      .catch(this.options.log);
  }

  private async valid(id: string, key: string, address: string) {
    const now = isoNow();
    // Wrong keys count against the address, with the requests.
    const attempt = this.throttle.attempt({ identifier: `link:${id}` }, address);
    const seconds = await this.throttle.blockedFor(attempt, now);
    if (seconds !== null) throw tooManyRequests(text(authText, 'tooManyTriesPassword'), seconds);
    const link: AccountLinkRow | undefined = await this.links.find(id, KIND);
    const user = link ? await this.users.findById(link.user_id) : undefined;
    const ok =
      link &&
      user &&
      link.used_at === null &&
      link.expires_at > now &&
      isValidLinkKey(
        this.secret,
        { id, kind: KIND, userId: user.id, email: null, expiresAt: link.expires_at, bound: user.password_hash },
        key,
      );
    if (!ok) {
      await this.throttle.recordFailure(attempt, now);
      throw linkInvalid();
    }
    return { link: link!, user: user! };
  }
}
