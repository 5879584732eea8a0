import type { Kysely, Selectable } from 'kysely';
import type { AuthThrottleTable, Database } from '../../db/schema';

export type ThrottleRow = Selectable<AuthThrottleTable>;
export type ThrottleCount = Omit<ThrottleRow, 'key'>;

/** The failed sign-in counts, shared by every server instance. */
export class ThrottleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByKeys(keys: string[]): Promise<ThrottleRow[]> {
    return this.db.selectFrom('auth_throttle').selectAll().where('key', 'in', keys).execute();
  }

  /** Reads a key's count and writes `next` of it in one transaction (creating the row when there is none). */
  async update(key: string, next: (row: ThrottleRow | undefined) => ThrottleCount): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('auth_throttle').selectAll().where('key', '=', key).executeTakeFirst();
      const values = next(row);
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

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('auth_throttle').where('key', '=', key).execute();
  }
}
