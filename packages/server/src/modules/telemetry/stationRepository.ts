import type { Kysely } from 'kysely';
import type { BaseStationTable, Database } from '../../db/schema';

export class StationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByKeyHash(keyHash: string) {
    return this.db.selectFrom('base_stations').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
  }

  async findById(id: string) {
    return this.db.selectFrom('base_stations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The radio id of each site's base station (the first found, should a site have two), by site object id. */
  async deviceIdsOfSites(siteIds: string[]): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    if (siteIds.length === 0) return ids;
    const rows = await this.db.selectFrom('base_stations').select(['site_id', 'device_id']).where('site_id', 'in', siteIds).execute();
    for (const row of rows) if (row.site_id !== null && !ids.has(row.site_id)) ids.set(row.site_id, row.device_id);
    return ids;
  }

  async insert(station: BaseStationTable): Promise<void> {
    await this.db.insertInto('base_stations').values(station).execute();
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
