import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class DeviceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByDeviceIds(deviceIds: string[]) {
    if (deviceIds.length === 0) return [];
    return this.db.selectFrom('devices').selectAll().where('device_id', 'in', deviceIds).execute();
  }

  async findBySite(siteId: string) {
    return this.db.selectFrom('devices').selectAll().where('site_id', '=', siteId).orderBy('kind').execute();
  }

  async findByDeviceId(deviceId: string) {
    return this.db.selectFrom('devices').selectAll().where('device_id', '=', deviceId).executeTakeFirst();
  }

  /** Widens the device's known reading span; late readings only ever widen it. */
  async recordSpan(num: number, first: number, last: number): Promise<void> {
    await this.db
      .updateTable('devices')
      .set({
        first_reading_at: sql`CASE WHEN first_reading_at IS NULL OR first_reading_at > ${first} THEN ${first} ELSE first_reading_at END`,
        last_reading_at: sql`CASE WHEN last_reading_at IS NULL OR last_reading_at < ${last} THEN ${last} ELSE last_reading_at END`,
      })
      .where('num', '=', num)
      .execute();
  }

  /** Sets the device's reading span outright, after readings were removed (null: none left). */
  async setSpan(num: number, span: { first: number; last: number } | null): Promise<void> {
    await this.db
      .updateTable('devices')
      .set({ first_reading_at: span?.first ?? null, last_reading_at: span?.last ?? null })
      .where('num', '=', num)
      .execute();
  }
}
