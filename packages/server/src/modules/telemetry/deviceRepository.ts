import { sql, type Kysely, type Selectable } from 'kysely';
import { storedDepthsSchema } from '@tilth/domain/sites/stored';
import type { Database, DeviceTable } from '../../db/schema';
import { parseStored } from '../../db/storedJson';

/** A device as the code past this repository sees it: its depths read from their JSON. */
export type DeviceRecord = Omit<Selectable<DeviceTable>, 'depths'> & { depths: number[] };

/** A devices row with its stored JSON parsed; every reader of whole device rows goes through this. */
export function deviceRecord<T extends { device_id: string; depths: string }>(row: T): Omit<T, 'depths'> & { depths: number[] } {
  return { ...row, depths: parseStored(storedDepthsSchema, row.depths, `devices.depths (device ${row.device_id})`) };
}

export interface NewDevice {
  id: string;
  device_id: string;
  kind: 'probe' | 'local';
  base_station_id: string;
  site_id: string;
  hardware_type: string;
  depths: number[];
  created_at: string;
}

export class DeviceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByDeviceIds(deviceIds: string[]): Promise<DeviceRecord[]> {
    if (deviceIds.length === 0) return [];
    const rows = await this.db.selectFrom('devices').selectAll().where('device_id', 'in', deviceIds).execute();
    return rows.map(deviceRecord);
  }

  async findBySite(siteId: string): Promise<DeviceRecord[]> {
    const rows = await this.db.selectFrom('devices').selectAll().where('site_id', '=', siteId).orderBy('kind').execute();
    return rows.map(deviceRecord);
  }

  /** Every device of these sites (the caller groups them by site_id). */
  async findBySites(siteIds: string[]): Promise<DeviceRecord[]> {
    if (siteIds.length === 0) return [];
    const rows = await this.db.selectFrom('devices').selectAll().where('site_id', 'in', siteIds).execute();
    return rows.map(deviceRecord);
  }

  async findByDeviceId(deviceId: string): Promise<DeviceRecord | undefined> {
    const row = await this.db.selectFrom('devices').selectAll().where('device_id', '=', deviceId).executeTakeFirst();
    return row && deviceRecord(row);
  }

  /** The radio id of each site's probe, by site object id (sites without a probe are left out). */
  async probeIdsOf(siteIds: string[]): Promise<Map<string, string>> {
    if (siteIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('devices')
      .select(['site_id', 'device_id'])
      .where('kind', '=', 'probe')
      .where('site_id', 'in', siteIds)
      .execute();
    return new Map(rows.map((r) => [r.site_id!, r.device_id]));
  }

  /** Adds a device; answers its number, the key its readings are stored under. */
  async insert(device: NewDevice): Promise<number> {
    const row = await this.db
      .insertInto('devices')
      .values({ ...device, depths: JSON.stringify(device.depths), first_reading_at: null, last_reading_at: null })
      .returning('num')
      .executeTakeFirstOrThrow();
    return row.num;
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
