import { isRoleName, type Actor, type SigninBody, type SigninData } from '@tilth/domain';
import type { Config } from '../../config';
import { tooManyRequests, unauthorized } from '../../http/errors';
import { newSessionToken } from '../../lib/ids';
import { addDays, isoNow } from '../../lib/time';
import { UserRepository } from '../users/userRepository';
import { DUMMY_HASH_PROMISE, verifyPassword } from './passwords';
import { SessionRepository, hashToken } from './sessionRepository';
import { SigninThrottle } from './throttle';

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
    const keys = [this.throttle.accountKey(body.email), this.throttle.addressKey(address)];
    const blockedUntil = await this.throttle.blockedUntil(keys, now);
    if (blockedUntil) {
      const minutes = Math.max(1, Math.ceil((Date.parse(blockedUntil) - Date.parse(now)) / 60_000));
      throw tooManyRequests(`Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    const user = await this.users.findByLogin(body.email);
    const valid = user
      ? await verifyPassword(body.password, user.password_hash)
      : (await verifyPassword(body.password, await DUMMY_HASH_PROMISE), false);
    if (!user || !valid || !isRoleName(user.role)) {
      await this.throttle.recordFailedSignin(body.email, address, now);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await this.throttle.clearAccount(body.email);
    const token = newSessionToken();
    await this.sessions.create(token, user.id, now, addDays(now, this.config.sessionTtlDays));
    return { id: user.id, sessionToken: token, username: user.username, role: user.role, type: 'login' };
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
