import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { addMinutes } from '../../lib/time';

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
    private readonly db: Kysely<Database>,
    private readonly limits: ThrottleLimits,
  ) {}

  /** Returns the time the earliest active block lifts, or null when sign-in may proceed. */
  async blockedUntil(keys: string[], now: string): Promise<string | null> {
    const rows = await this.db.selectFrom('auth_throttle').selectAll().where('key', 'in', keys).execute();
    const active = rows.map((r) => r.blocked_until).filter((t): t is string => t !== null && t > now);
    return active.length > 0 ? active.sort().at(-1)! : null;
  }

  async recordFailure(key: string, limit: number, now: string): Promise<void> {
    const windowStartFloor = addMinutes(now, -this.limits.windowMinutes);
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('auth_throttle').selectAll().where('key', '=', key).executeTakeFirst();
      const fresh = !row || row.window_started_at < windowStartFloor;
      const failures = fresh ? 1 : row.failures + 1;
      const blocked = failures >= limit ? addMinutes(now, this.limits.windowMinutes) : null;
      const values = {
        failures,
        window_started_at: fresh ? now : row.window_started_at,
        blocked_until: blocked ?? (fresh ? null : row.blocked_until),
      };
      if (row) await trx.updateTable('auth_throttle').set(values).where('key', '=', key).execute();
      // Two instances may race to create the row; the loser's count is dropped, not an error.
      else
        await trx
          .insertInto('auth_throttle')
          .values({ key, ...values })
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
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
    await this.db.deleteFrom('auth_throttle').where('key', '=', this.accountKey(identifier)).execute();
  }
}
