import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, isRoleName, type Actor, type SigninBody, type SigninData } from '@tilth/domain';
import type { Config } from '../../config';
import { AppError, badRequest, tooManyRequests, unauthorized } from '../../http/errors';
import { newSessionToken } from '../../lib/ids';
import { addDays, isoNow } from '../../lib/time';
import { UserRepository } from '../users/userRepository';
import { DUMMY_HASH_PROMISE, verifyPassword } from './passwords';
import { SessionRepository, hashToken } from './sessionRepository';
import { SigninThrottle, type PasswordAttempt } from './throttle';

export const INVALID_CREDENTIALS = 'Invalid username or password.';
// Sliding expiry: refresh the stored expiry at most once a minute, not on every request.
const TOUCH_INTERVAL_MS = 60_000;

export interface AuthenticatedSession {
  actor: Actor;
  tokenHash: string;
}

export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly throttle: SigninThrottle,
    private readonly config: Config,
  ) {}

  async signin(body: SigninBody, address: string): Promise<SigninData> {
    const now = isoNow();
    const user = await this.users.findByLogin(body.email);
    const attempt = this.throttle.attempt(user ? { userId: user.id } : { identifier: body.email }, address);
    await this.refuseWhileBlocked(attempt, now);
    const valid = user
      ? await verifyPassword(body.password, user.password_hash)
      : (await verifyPassword(body.password, await DUMMY_HASH_PROMISE), false);
    if (!user || !valid || !isRoleName(user.role)) {
      await this.throttle.recordFailure(attempt, now);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await this.throttle.recordSuccess(attempt);
    const token = newSessionToken();
    await this.sessions.create(token, user.id, now, addDays(now, this.config.sessionTtlDays));
    return { id: user.id, sessionToken: token, username: user.username, role: user.role, type: 'login' };
  }

  /**
   * Checks a signed-in user's current password before a change that would hand the account to
   * whoever holds the session (PATCH /user/{id}). Wrong guesses count as failed sign-ins, so a
   * stolen session guesses no faster than the sign-in page allows.
   */
  async confirmPassword(user: { id: string; password_hash: string }, password: string | undefined, address: string): Promise<void> {
    if (!password) throw badRequest(CURRENT_PASSWORD_REQUIRED, ['currentPassword']);
    const now = isoNow();
    const attempt = this.throttle.attempt({ userId: user.id }, address);
    await this.refuseWhileBlocked(attempt, now);
    if (!(await verifyPassword(password, user.password_hash))) {
      await this.throttle.recordFailure(attempt, now);
      throw new AppError(403, 'WrongPassword', CURRENT_PASSWORD_WRONG, ['currentPassword']);
    }
    await this.throttle.recordSuccess(attempt);
  }

  private async refuseWhileBlocked(attempt: PasswordAttempt, now: string): Promise<void> {
    const seconds = await this.throttle.blockedFor(attempt, now);
    if (seconds === null) return;
    const minutes = Math.ceil(seconds / 60);
    throw tooManyRequests(`Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds);
  }

  /** Resolves a token to its user, extending the session (sliding expiry). Null when invalid. */
  async authenticate(token: string): Promise<AuthenticatedSession | null> {
    const row = await this.sessions.findWithUser(token);
    const now = isoNow();
    if (!row || row.expires_at <= now || !isRoleName(row.role)) return null;
    if (Date.parse(now) - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
      await this.sessions.touch(row.token_hash, now, addDays(now, this.config.sessionTtlDays));
    }
    return {
      tokenHash: row.token_hash,
      actor: { userId: row.user_id, role: row.role, organisationId: row.organisation_id, farmId: row.farm_id },
    };
  }

  async logout(token: string): Promise<void> {
    await this.sessions.delete(hashToken(token));
  }
}
