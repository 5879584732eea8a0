import type { Insertable, Kysely } from 'kysely';
import type { ApiKeyTable, Database } from '../../db/schema';

const clip = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

/** The api_keys table (issue 32): only a SHA-256 of each key is stored. */
export class ApiKeyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<ApiKeyTable>): Promise<void> {
    await this.db.insertInto('api_keys').values(row).execute();
  }

  /** The user's keys not revoked, newest first. */
  async ofUser(userId: string) {
    return this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  async countActive(userId: string, now: string): Promise<number> {
    const row = await this.db
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A key by its hash, with its user's current role and place (revoked and expired keys too: the caller says why). */
  async findWithUser(tokenHash: string) {
    return this.db
      .selectFrom('api_keys')
      .innerJoin('users', 'users.id', 'api_keys.user_id')
      .select([
        'api_keys.id',
        'api_keys.read_only',
        'api_keys.farm_ids',
        'api_keys.expires_at',
        'api_keys.revoked_at',
        'api_keys.last_used_at',
        'api_keys.last_used_address',
        'users.id as user_id',
        'users.role',
        'users.organisation_id',
        'users.farm_id',
      ])
      .where('api_keys.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Revokes one of the user's keys; false when they have no such live key. */
  async revoke(id: string, userId: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('api_keys')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async touch(id: string, now: string, address: string | null): Promise<void> {
    await this.db
      .updateTable('api_keys')
      .set({ last_used_at: now, last_used_address: clip(address, 64) })
      .where('id', '=', id)
      .execute();
  }

  /** Farm names by id (a key's farms, seen or not any more). */
  async farmNames(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('farms')
      .select(['id', 'name'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
