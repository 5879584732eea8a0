import { isRoleName } from '@tilth/domain';
import type { TwoFactorSetup } from '@tilth/domain/auth/security';
import type { AccountSecurity } from '@tilth/domain/profile/accountSecurity';
import { isTotpCode, secondFactorRequired } from '@tilth/domain/auth/secondFactor';
import { AppError } from '../../http/errors';
import { isoNow } from '../../lib/time';
import type { SecretSeal } from '../sensorApi/secretSeal';
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret, totpUri } from './totp';
import type { TwoFactorRepository } from './twoFactorRepository';
import { text } from '../../lib/i18n/catalog';
import { authText } from './messages';

/** The parts of a user row two-step sign-in reads. */
export interface TwoFactorUser {
  id: string;
  username: string;
  role: string;
  organisation_id: string | null;
}

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238) and ten single-use recovery codes
 * (issue 36). The secret is sealed with the server's two-factor key and never leaves the server
 * once set up; recovery codes are kept as hashes. Checking passwords and counting wrong codes is
 * AuthService's (one throttle for both).
 */
export class TwoFactorService {
  constructor(
    private readonly repo: TwoFactorRepository,
    private readonly seal: SecretSeal,
    private readonly requireAdminTwoFactor: boolean,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Whether the user's role needs a second factor: REQUIRE_ADMIN_2FA, or their account's setting. */
  async required(user: Pick<TwoFactorUser, 'role' | 'organisation_id'>): Promise<boolean> {
    if (!isRoleName(user.role)) return false;
    return secondFactorRequired(user.role, {
      platformAdmins: this.requireAdminTwoFactor,
      accountAdmins: user.role !== 'tilth_admin' && (await this.repo.requiresAdminTwoFactor(user.organisation_id)),
    });
  }

  async enabled(userId: string): Promise<boolean> {
    return Boolean((await this.repo.find(userId))?.enabled_at);
  }

  async status(user: TwoFactorUser): Promise<AccountSecurity['twoFactor']> {
    const row = await this.repo.find(user.id);
    const enabledAt = row?.enabled_at ?? null;
    return {
      enabled: enabledAt !== null,
      required: await this.required(user),
      enabledAt,
      recoveryCodesLeft: enabledAt ? await this.repo.recoveryCodesLeft(user.id) : 0,
    };
  }

  /** A new secret to set up (replacing an unfinished one); refused while one is on. */
  async beginSetup(user: TwoFactorUser): Promise<TwoFactorSetup> {
    if (await this.enabled(user.id)) {
      throw new AppError(409, 'Conflict', text(authText, 'twoStepSignAlready'));
    }
    const secret = newTotpSecret();
    await this.repo.savePending(user.id, this.seal.seal(secret), isoNow());
    return { secret, uri: totpUri(secret, user.username) };
  }

  /**
   * Finishes setting up with the app's first code: the secret turns on and ten recovery codes are
   * made, answered once. Null when nothing is being set up or the code is not the app's.
   */
  async confirmSetup(userId: string, code: string): Promise<string[] | null> {
    const row = await this.repo.find(userId);
    if (!row || row.enabled_at) return null;
    const secret = this.seal.open(row.secret_sealed);
    const step = secret && isTotpCode(code) ? matchingStep(secret, code, this.clock()) : null;
    if (step === null) return null;
    const codes = newRecoveryCodes();
    return (await this.repo.enable(userId, step, codes.map(hashRecoveryCode), isoNow())) ? codes : null;
  }

  /** Checks a second factor of a user who has one on: the app's code (each works once) or an unused recovery code. */
  async verify(userId: string, code: string): Promise<boolean> {
    const row = await this.repo.find(userId);
    if (!row?.enabled_at) return false;
    if (!isTotpCode(code)) return this.repo.useRecoveryCode(userId, hashRecoveryCode(code), isoNow());
    const secret = this.seal.open(row.secret_sealed);
    const step = secret ? matchingStep(secret, code, this.clock()) : null;
    return step !== null && (await this.repo.advanceStep(userId, step));
  }

  /**
   * Turns it off (the caller checked the password and a code). A role that needs it may too: that
   * is how it moves to a new phone, and the next sign-in sets it up again before letting them in.
   */
  async disable(userId: string): Promise<void> {
    await this.repo.remove(userId);
  }

  async newRecoveryCodes(userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.repo.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode), isoNow());
    return codes;
  }
}
