import type { Actor } from '@tilth/domain';
import type { TwoFactorSetup } from '@tilth/domain/auth/security';
import type { AccountSecurity, TwoFactorConfirmBody } from '@tilth/domain/profile/accountSecurity';
import { AppError, forbidden } from '../../http/errors';
import type { AuthService } from '../auth/authService';
import type { TwoFactorService } from '../auth/twoFactorService';
import type { Mailer } from '../mail/mailer';
import { ENGLISH_READERS, type UserLanguageSource } from '../../lib/i18n/userLanguage';
import { twoFactorChangedMail } from '../mail/securityMails';
import type { MemberRepository } from '../users/memberRepository';
import type { EmailChangeService } from './emailChangeService';
import { text } from '../../lib/i18n/catalog';
import { profileText } from './messages';

/** The request a change comes with: the session in use and the caller's address (throttling). */
export interface SecurityRequest {
  tokenHash: string | null;
  address: string;
}

/**
 * The signed-in user's own account security (issue 36): two-step sign-in from Edit Profile (set
 * up with the app's first code and the password; off or new recovery codes with the password and
 * a code) and the e-mail change waiting for confirmation.
 */
export class AccountSecurityService {
  constructor(
    private readonly members: MemberRepository,
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly emailChanges: EmailChangeService,
    private readonly mailer: Mailer,
    private readonly log: (error: unknown) => void,
    /** The account holder's language, which the notice is written in (issue 34). */
    private readonly languages: UserLanguageSource = ENGLISH_READERS,
  ) {}

  private async me(actor: Actor) {
    const user = await this.members.findById(actor.userId);
    if (!user) throw forbidden();
    return user;
  }

  async read(actor: Actor): Promise<AccountSecurity> {
    const user = await this.me(actor);
    return { twoFactor: await this.twoFactor.status(user), pendingEmail: await this.emailChanges.pending(user.id) };
  }

  async beginSetup(actor: Actor): Promise<TwoFactorSetup> {
    return this.twoFactor.beginSetup(await this.me(actor));
  }

  async enable(actor: Actor, body: TwoFactorConfirmBody, request: SecurityRequest): Promise<string[]> {
    const user = await this.me(actor);
    if (await this.twoFactor.enabled(user.id)) throw new AppError(409, 'Conflict', text(profileText, 'twoStepSignAlready'));
    let codes: string[] | null = null;
    await this.auth.confirmPasswordAndCode(user, body.currentPassword, request.address, async () => {
      codes = await this.twoFactor.confirmSetup(user.id, body.code);
      return codes !== null;
    });
    // Both factors were just shown in this session: it counts as opened with a second factor.
    await this.auth.markSecondFactor(request.tokenHash);
    this.notify(user, true);
    return codes!;
  }

  async disable(actor: Actor, body: TwoFactorConfirmBody, request: SecurityRequest): Promise<void> {
    const user = await this.me(actor);
    if (!(await this.twoFactor.enabled(user.id))) throw new AppError(409, 'Conflict', text(profileText, 'twoStepSignOff'));
    await this.auth.confirmPasswordAndCode(user, body.currentPassword, request.address, () => this.twoFactor.verify(user.id, body.code));
    await this.twoFactor.disable(user.id);
    this.notify(user, false);
  }

  async newRecoveryCodes(actor: Actor, body: TwoFactorConfirmBody, request: SecurityRequest): Promise<string[]> {
    const user = await this.me(actor);
    if (!(await this.twoFactor.enabled(user.id))) throw new AppError(409, 'Conflict', text(profileText, 'turnTwoStepSign'));
    await this.auth.confirmPasswordAndCode(user, body.currentPassword, request.address, () => this.twoFactor.verify(user.id, body.code));
    return this.twoFactor.newRecoveryCodes(user.id);
  }

  private notify(user: { id: string; email: string; username: string }, on: boolean): void {
    void this.languages
      .of(user.id)
      .then((language) => this.mailer.send(twoFactorChangedMail(user.email, user.username, on, language)))
      .catch(this.log);
  }
}
