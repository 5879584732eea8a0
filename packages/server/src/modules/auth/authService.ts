import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, isRoleName, type Actor, type SigninBody, type SigninData } from '@tilth/domain';
import type { TwoFactorSetup } from '@tilth/domain/auth/security';
import type { SessionView } from '@tilth/domain/profile/accountSecurity';
import {
  SECOND_FACTOR_REQUIRED,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  SECOND_FACTOR_SETUP_MESSAGE,
  SECOND_FACTOR_SETUP_REQUIRED,
  SECOND_FACTOR_WRONG,
  SECOND_FACTOR_WRONG_MESSAGE,
  secondFactorRequired,
} from '@tilth/domain/auth/secondFactor';
import type { Config } from '../../config';
import { AppError, badRequest, notFound, tooManyRequests, unauthorized } from '../../http/errors';
import { newSessionToken } from '../../lib/ids';
import { addDays, isoNow } from '../../lib/time';
import { UserRepository } from '../users/userRepository';
import { DUMMY_HASH_PROMISE, verifyPassword } from './passwords';
import { SessionRepository, hashToken, sessionId, type SessionClient } from './sessionRepository';
import { SigninThrottle, type PasswordAttempt } from './throttle';
import type { TwoFactorService } from './twoFactorService';
import { describeUserAgent } from './userAgent';
import { text } from '../../lib/i18n/catalog';
import { authText } from './messages';

export const INVALID_CREDENTIALS = 'Invalid username or password.';
// Sliding expiry: refresh the stored expiry at most once a minute, not on every request.
const TOUCH_INTERVAL_MS = 60_000;

export interface AuthenticatedSession {
  actor: Actor;
  tokenHash: string;
}

/** Where a sign-in comes from: the client address (throttling, the Sessions card) and its browser. */
export interface SigninClient {
  address: string;
  userAgent?: string | null;
}

const secondFactorWrong = (status: 401 | 403) => new AppError(status, SECOND_FACTOR_WRONG, SECOND_FACTOR_WRONG_MESSAGE, ['code']);

export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly throttle: SigninThrottle,
    private readonly config: Config,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /**
   * POST /user/signin. An account without a second factor answers the documented session as
   * before. With one, the password alone answers 401 SecondFactorRequired and the client sends
   * the same body again with `code`; a role that needs one and has none answers 403
   * SecondFactorSetupRequired until it is set up (POST /user/signin/two-factor/setup, then this
   * with the app's first code, which answers the recovery codes once). Wrong passwords and wrong
   * codes count alike; only a complete sign-in clears the account's count.
   */
  async signin(body: SigninBody, client: SigninClient): Promise<SigninData> {
    const now = isoNow();
    const user = await this.users.findByLogin(body.email);
    const attempt = this.throttle.attempt(user ? { userId: user.id } : { identifier: body.email }, client.address);
    await this.refuseWhileBlocked(attempt, now);
    const valid = user
      ? await verifyPassword(body.password, user.password_hash)
      : (await verifyPassword(body.password, await DUMMY_HASH_PROMISE), false);
    if (!user || !valid || !isRoleName(user.role)) {
      await this.throttle.recordFailure(attempt, now);
      throw unauthorized(text(authText, 'invalidUsernamePassword'));
    }
    let recoveryCodes: string[] | null = null;
    let secondFactor = false;
    if (await this.twoFactor.enabled(user.id)) {
      if (!body.code) throw new AppError(401, SECOND_FACTOR_REQUIRED, SECOND_FACTOR_REQUIRED_MESSAGE, ['code']);
      if (!(await this.twoFactor.verify(user.id, body.code))) {
        await this.throttle.recordFailure(attempt, now);
        throw secondFactorWrong(401);
      }
      secondFactor = true;
    } else if (await this.twoFactor.required(user)) {
      if (!body.code) throw new AppError(403, SECOND_FACTOR_SETUP_REQUIRED, SECOND_FACTOR_SETUP_MESSAGE);
      recoveryCodes = await this.twoFactor.confirmSetup(user.id, body.code);
      if (!recoveryCodes) {
        await this.throttle.recordFailure(attempt, now);
        throw secondFactorWrong(401);
      }
      secondFactor = true;
    }
    await this.throttle.recordSuccess(attempt);
    const token = newSessionToken();
    await this.sessions.create(token, user.id, now, addDays(now, this.config.sessionTtlDays), { ...client, secondFactor });
    return {
      id: user.id,
      sessionToken: token,
      username: user.username,
      role: user.role,
      type: 'login',
      ...(recoveryCodes && { recoveryCodes }),
    };
  }

  /**
   * POST /user/signin/two-factor/setup: a role that needs a second factor and has none gets a new
   * secret for its app, with the password (counted like sign-in; a right one clears nothing).
   */
  async signinSetup(body: SigninBody, client: SigninClient): Promise<TwoFactorSetup> {
    const now = isoNow();
    const user = await this.users.findByLogin(body.email);
    const attempt = this.throttle.attempt(user ? { userId: user.id } : { identifier: body.email }, client.address);
    await this.refuseWhileBlocked(attempt, now);
    const valid = user
      ? await verifyPassword(body.password, user.password_hash)
      : (await verifyPassword(body.password, await DUMMY_HASH_PROMISE), false);
    if (!user || !valid || !isRoleName(user.role)) {
      await this.throttle.recordFailure(attempt, now);
      throw unauthorized(text(authText, 'invalidUsernamePassword'));
    }
    if (!(await this.twoFactor.required(user))) {
      throw badRequest(text(authText, 'accountSignsWithoutCode'));
    }
    return this.twoFactor.beginSetup(user);
  }

  /**
   * Checks a signed-in user's current password before a change that would hand the account to
   * whoever holds the session (PATCH /user/{id}). Wrong guesses count as failed sign-ins, so a
   * stolen session guesses no faster than the sign-in page allows.
   */
  async confirmPassword(user: { id: string; password_hash: string }, password: string | undefined, address: string): Promise<void> {
    await this.confirmPasswordAndCode(user, password, address, null);
  }

  /**
   * The current password and, when `code` checks one, a second factor (turning two-step sign-in
   * on or off, new recovery codes). Both count with the sign-in throttle; the account's count is
   * cleared only when both were right, so a known password can't reset the count between guesses.
   */
  async confirmPasswordAndCode(
    user: { id: string; password_hash: string },
    password: string | undefined,
    address: string,
    code: (() => Promise<boolean>) | null,
  ): Promise<void> {
    if (!password) throw badRequest(CURRENT_PASSWORD_REQUIRED, ['currentPassword']);
    const now = isoNow();
    const attempt = this.throttle.attempt({ userId: user.id }, address);
    await this.refuseWhileBlocked(attempt, now);
    if (!(await verifyPassword(password, user.password_hash))) {
      await this.throttle.recordFailure(attempt, now);
      throw new AppError(403, 'WrongPassword', CURRENT_PASSWORD_WRONG, ['currentPassword']);
    }
    if (code && !(await code())) {
      await this.throttle.recordFailure(attempt, now);
      throw secondFactorWrong(403);
    }
    await this.throttle.recordSuccess(attempt);
  }

  private async refuseWhileBlocked(attempt: PasswordAttempt, now: string): Promise<void> {
    const seconds = await this.throttle.blockedFor(attempt, now);
    if (seconds === null) return;
    const minutes = Math.ceil(seconds / 60);
    throw tooManyRequests(text(authText, 'tooManySigninAttempts', { minutes }), seconds);
  }

  /**
   * Resolves a token to its user, extending the session (sliding expiry). Null when invalid. A
   * session opened without a second factor ends once the user's role needs one (REQUIRE_ADMIN_2FA,
   * or their account's setting turned on since): they sign in again and set it up.
   */
  async authenticate(token: string, client: SessionClient = {}): Promise<AuthenticatedSession | null> {
    const row = await this.sessions.findWithUser(token);
    const now = isoNow();
    if (!row || row.expires_at <= now || !isRoleName(row.role)) return null;
    const rules = { platformAdmins: this.config.requireAdminTwoFactor, accountAdmins: row.require_admin_two_factor === 1 };
    if (row.second_factor !== 1 && secondFactorRequired(row.role, rules)) {
      throw new AppError(401, SECOND_FACTOR_SETUP_REQUIRED, text(authText, 'roleNowNeedsTwo'));
    }
    const moved = Boolean(client.address && client.address !== row.address);
    // Sessions opened without a browser's name (sign-up) take the first one they are used from.
    const named = Boolean(client.userAgent && !row.user_agent);
    if (moved || named || Date.parse(now) - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
      await this.sessions.touch(row.token_hash, now, addDays(now, this.config.sessionTtlDays), client);
    }
    return {
      tokenHash: row.token_hash,
      actor: { userId: row.user_id, role: row.role, organisationId: row.organisation_id, farmId: row.farm_id },
    };
  }

  async logout(token: string): Promise<void> {
    await this.sessions.delete(hashToken(token));
  }

  /** The Sessions card: the user's live sessions, the one in use marked. */
  async listSessions(userId: string, currentTokenHash: string | null): Promise<SessionView[]> {
    const rows = await this.sessions.ofUser(userId, isoNow());
    return rows.map((row) => ({
      id: sessionId(row.token_hash),
      device: describeUserAgent(row.user_agent),
      address: row.address,
      createdAt: row.created_at,
      lastUsedAt: row.last_seen_at,
      current: row.token_hash === currentTokenHash,
    }));
  }

  /** Signs out one of the user's own sessions by its card id (another user's reads as not found). */
  async signOutSession(userId: string, id: string): Promise<void> {
    const row = (await this.sessions.ofUser(userId, isoNow())).find((r) => sessionId(r.token_hash) === id);
    if (!row) throw notFound(text(authText, 'sessionHasEndedAlready'));
    await this.sessions.delete(row.token_hash);
  }

  async signOutOthers(userId: string, currentTokenHash: string | null): Promise<number> {
    return this.sessions.deleteOfUser(userId, currentTokenHash ?? undefined);
  }

  /** The user just proved a second factor in this session (turned two-step sign-in on). */
  async markSecondFactor(tokenHash: string | null): Promise<void> {
    if (tokenHash) await this.sessions.markSecondFactor(tokenHash);
  }
}
