import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class StationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByKeyHash(keyHash: string) {
    return this.db.selectFrom('base_stations').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
  }

  async findById(id: string) {
    return this.db.selectFrom('base_stations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async setKey(id: string, keyHash: string, prefix: string, now: string): Promise<void> {
    await this.db
      .updateTable('base_stations')
      .set({ key_hash: keyHash, key_prefix: prefix, key_created_at: now })
      .where('id', '=', id)
      .execute();
  }

  async touch(id: string, now: string): Promise<void> {
    await this.db.updateTable('base_stations').set({ last_seen_at: now }).where('id', '=', id).execute();
  }
}
