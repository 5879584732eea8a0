import { addMinutes } from '../../lib/time';
import type { ThrottleRepository } from './throttleRepository';

export interface ThrottleLimits {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMinutes: number;
}

/**
 * Counts failed sign-ins per account and per client address in the database, so several
 * server instances share the count. A block lasts one window and then lifts by itself:
 * a guessing attacker is slowed, the real owner is never locked out for good.
 */
export class SigninThrottle {
  constructor(
    private readonly counts: ThrottleRepository,
    private readonly limits: ThrottleLimits,
  ) {}

  /** Returns the time the earliest active block lifts, or null when sign-in may proceed. */
  async blockedUntil(keys: string[], now: string): Promise<string | null> {
    const rows = await this.counts.findByKeys(keys);
    const active = rows.map((r) => r.blocked_until).filter((t): t is string => t !== null && t > now);
    return active.length > 0 ? active.sort().at(-1)! : null;
  }

  async recordFailure(key: string, limit: number, now: string): Promise<void> {
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

  accountKey(identifier: string): string {
    return `account:${identifier.trim().toLowerCase()}`;
  }

  addressKey(address: string): string {
    return `address:${address}`;
  }

  async recordFailedSignin(identifier: string, address: string, now: string): Promise<void> {
    await this.recordFailure(this.accountKey(identifier), this.limits.maxFailuresPerAccount, now);
    await this.recordFailure(this.addressKey(address), this.limits.maxFailuresPerAddress, now);
  }

  async clearAccount(identifier: string): Promise<void> {
    await this.counts.delete(this.accountKey(identifier));
  }
}
