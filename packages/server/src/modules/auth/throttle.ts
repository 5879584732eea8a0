import { addMinutes } from '../../lib/time';
import type { ThrottleRepository } from './throttleRepository';

export interface ThrottleLimits {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMinutes: number;
}

/** The two counts a password attempt is checked against and adds to. */
export interface PasswordAttempt {
  accountKey: string;
  addressKey: string;
}

/**
 * Counts failed password attempts per account and per client address in the database, so several
 * server instances share the count. A block lasts one window and then lifts by itself: a guessing
 * attacker is slowed, the real owner is never locked out for good.
 */
export class SigninThrottle {
  constructor(
    private readonly counts: ThrottleRepository,
    private readonly limits: ThrottleLimits,
    /** Keeps another count apart from sign-in's in the same table ('reset:' for password-reset requests). */
    private readonly prefix = '',
  ) {}

  /**
   * An attempt on a known account counts against the account, whichever of its identifiers
   * (username or e-mail) was typed; one on an unknown identifier counts against what was typed,
   * so probing for names is throttled too.
   */
  attempt(subject: { userId: string } | { identifier: string }, address: string): PasswordAttempt {
    const accountKey = 'userId' in subject ? `user:${subject.userId}` : `account:${subject.identifier.trim().toLowerCase()}`;
    return { accountKey: `${this.prefix}${accountKey}`, addressKey: `${this.prefix}address:${address}` };
  }

  /** Seconds until every block on the attempt lifts, or null when it may proceed. */
  async blockedFor(attempt: PasswordAttempt, now: string): Promise<number | null> {
    const rows = await this.counts.findByKeys([attempt.accountKey, attempt.addressKey]);
    const active = rows.map((r) => r.blocked_until).filter((t): t is string => t !== null && t > now);
    if (active.length === 0) return null;
    const lastLift = active.sort().at(-1)!;
    return Math.max(1, Math.ceil((Date.parse(lastLift) - Date.parse(now)) / 1000));
  }

  async recordFailure(attempt: PasswordAttempt, now: string): Promise<void> {
    await this.count(attempt.accountKey, this.limits.maxFailuresPerAccount, now);
    await this.count(attempt.addressKey, this.limits.maxFailuresPerAddress, now);
  }

  /** The right password clears the account's count; the address keeps its count. */
  async recordSuccess(attempt: PasswordAttempt): Promise<void> {
    await this.counts.delete(attempt.accountKey);
  }

  private async count(key: string, limit: number, now: string): Promise<void> {
    const windowStartFloor = addMinutes(now, -this.limits.windowMinutes);
    await this.counts.update(key, (row) => {
      const fresh = !row || row.window_started_at < windowStartFloor;
      const failures = fresh ? 1 : row.failures + 1;
      const blocked = failures >= limit ? addMinutes(now, this.limits.windowMinutes) : null;
      return {
        failures,
        window_started_at: fresh ? now : row.window_started_at,
        blocked_until: blocked ?? (fresh ? null : row.blocked_until),
      };
    });
  }
}
