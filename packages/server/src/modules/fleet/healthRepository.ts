import { sql, type Kysely } from 'kysely';
import { storedDepthsSchema } from '@tilth/domain/sites/stored';
import type { Database, DeviceFaultTable, DeviceHealthDayTable, DeviceHealthTable } from '../../db/schema';
import { parseStored } from '../../db/storedJson';

/** A device the health job looks at: where it sits and its reading span. */
export interface DueDevice {
  num: number;
  deviceId: string;
  kind: string;
  depthsIn: number[];
  siteId: string;
  extracted: boolean;
  firstReadingAt: number | null;
  lastReadingAt: number | null;
  /** The stored row's interval and battery, when one exists. */
  intervalSeconds: number | null;
  batteryPercent: number | null;
}

/** What ingestion knows of a device's newest reading of a batch. */
export interface ReportedDevice {
  num: number;
  batteryPercent: number | null;
  rssiDbm: number | null;
  signalBars: number | null;
}

const CHUNK = 500;

/** The health job's reads and writes (device_health, device_health_days, device_faults). */
export class HealthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Devices due a check, oldest check first: never checked, readings arrived since a check older
   * than `dirtyBefore`, or not checked since `staleBefore` (a silent device's figures age too).
   * Devices of pending and inactive sites are not monitored.
   */
  async due(dirtyBefore: string, staleBefore: string, limit: number, onlyNums?: readonly number[]): Promise<DueDevice[]> {
    let query = this.db
      .selectFrom('devices as d')
      .innerJoin('sites as s', 's.id', 'd.site_id')
      .leftJoin('device_health as h', 'h.device_num', 'd.num')
      .select([
        'd.num',
        'd.device_id',
        'd.kind',
        'd.depths',
        'd.site_id',
        's.extracted',
        'd.first_reading_at',
        'd.last_reading_at',
        'h.interval_seconds',
        'h.battery_percent',
      ])
      .where('s.status', '=', 'ACTIVE');
    if (onlyNums) query = query.where('d.num', 'in', [...onlyNums]);
    else
      query = query.where((eb) =>
        eb.or([
          eb('h.device_num', 'is', null),
          eb('h.checked_at', 'is', null),
          eb.and([eb('h.dirty', '=', 1), eb('h.checked_at', '<', dirtyBefore)]),
          eb('h.checked_at', '<', staleBefore),
        ]),
      );
    const rows = await query
      .orderBy(sql`coalesce(h.checked_at, '')`)
      .orderBy('d.num')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      num: Number(r.num),
      deviceId: r.device_id,
      kind: r.kind,
      depthsIn: parseStored(storedDepthsSchema, r.depths, `devices.depths (${r.device_id})`),
      siteId: r.site_id!,
      extracted: Number(r.extracted) !== 0,
      firstReadingAt: r.first_reading_at === null ? null : Number(r.first_reading_at),
      lastReadingAt: r.last_reading_at === null ? null : Number(r.last_reading_at),
      intervalSeconds: r.interval_seconds === null ? null : Number(r.interval_seconds),
      batteryPercent: r.battery_percent === null ? null : Number(r.battery_percent),
    }));
  }

  /** A device's stored days from a day on, oldest first. */
  async days(num: number, fromDay: string): Promise<DeviceHealthDayTable[]> {
    const rows = await this.db
      .selectFrom('device_health_days')
      .selectAll()
      .where('device_num', '=', num)
      .where('day', '>=', fromDay)
      .orderBy('day')
      .execute();
    return rows.map((r) => ({
      ...r,
      readings: Number(r.readings),
      expected: Number(r.expected),
      battery_percent: r.battery_percent === null ? null : Number(r.battery_percent),
      battery_at: r.battery_at === null ? null : Number(r.battery_at),
      rssi_median: r.rssi_median === null ? null : Number(r.rssi_median),
      per_percent: r.per_percent === null ? null : Number(r.per_percent),
    }));
  }

  async saveDays(rows: readonly DeviceHealthDayTable[]): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await this.db
        .insertInto('device_health_days')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc.columns(['device_num', 'day']).doUpdateSet((eb) => ({
            readings: eb.ref('excluded.readings'),
            expected: eb.ref('excluded.expected'),
            battery_percent: eb.ref('excluded.battery_percent'),
            battery_at: eb.ref('excluded.battery_at'),
            rssi_median: eb.ref('excluded.rssi_median'),
            per_percent: eb.ref('excluded.per_percent'),
          })),
        )
        .execute();
    }
  }

  async openFaults(num: number): Promise<DeviceFaultTable[]> {
    return this.db.selectFrom('device_faults').selectAll().where('device_num', '=', num).where('cleared_at', 'is', null).execute();
  }

  /** Opens, refreshes and clears a device's faults in one transaction. */
  async applyFaults(change: {
    opened: readonly DeviceFaultTable[];
    seen: readonly { id: string; lastSeenAt: string; evidence: string }[];
    cleared: readonly string[];
    at: string;
  }): Promise<void> {
    if (change.opened.length + change.seen.length + change.cleared.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      if (change.opened.length > 0)
        await trx
          .insertInto('device_faults')
          .values([...change.opened])
          .execute();
      for (const s of change.seen)
        await trx.updateTable('device_faults').set({ last_seen_at: s.lastSeenAt, evidence: s.evidence }).where('id', '=', s.id).execute();
      if (change.cleared.length > 0)
        await trx
          .updateTable('device_faults')
          .set({ cleared_at: change.at })
          .where('id', 'in', [...change.cleared])
          .execute();
    });
  }

  /**
   * Stores a device's check. `dirty` stays set when ingestion stored readings after the check
   * began (`startedAt`), so those are looked at in the next run.
   */
  async saveHealth(row: Omit<DeviceHealthTable, 'dirty' | 'reported_at'>, startedAt: string): Promise<void> {
    await this.db
      .insertInto('device_health')
      .values({ ...row, dirty: 0, reported_at: null })
      .onConflict((oc) =>
        oc.column('device_num').doUpdateSet((eb) => ({
          interval_seconds: eb.ref('excluded.interval_seconds'),
          completeness_24h: eb.ref('excluded.completeness_24h'),
          completeness_7d: eb.ref('excluded.completeness_7d'),
          completeness_30d: eb.ref('excluded.completeness_30d'),
          battery_percent: eb.ref('excluded.battery_percent'),
          battery_per_day: eb.ref('excluded.battery_per_day'),
          battery_days_to_low: eb.ref('excluded.battery_days_to_low'),
          battery_low: eb.ref('excluded.battery_low'),
          rssi_dbm: eb.ref('excluded.rssi_dbm'),
          signal_bars: eb.ref('excluded.signal_bars'),
          rssi_median_7d: eb.ref('excluded.rssi_median_7d'),
          per_percent: eb.ref('excluded.per_percent'),
          open_faults: eb.ref('excluded.open_faults'),
          fault_titles: eb.ref('excluded.fault_titles'),
          checked_at: eb.ref('excluded.checked_at'),
          dirty: sql<number>`case when device_health.reported_at is not null and device_health.reported_at > ${startedAt} then 1 else 0 end`,
        })),
      )
      .execute();
  }

  /**
   * At ingestion: the battery and signal of a batch's newest reading, and the flag that asks the
   * health job for a check. One statement per batch; new devices get their row here.
   */
  async markReported(devices: readonly ReportedDevice[], at: string): Promise<void> {
    for (let i = 0; i < devices.length; i += CHUNK) {
      await this.db
        .insertInto('device_health')
        .values(
          devices.slice(i, i + CHUNK).map((d) => ({
            device_num: d.num,
            battery_percent: d.batteryPercent,
            rssi_dbm: d.rssiDbm,
            signal_bars: d.signalBars,
            dirty: 1,
            reported_at: at,
            battery_low: 0,
            open_faults: 0,
            fault_titles: '[]',
          })),
        )
        .onConflict((oc) =>
          oc.column('device_num').doUpdateSet((eb) => ({
            battery_percent: sql`coalesce(${eb.ref('excluded.battery_percent')}, device_health.battery_percent)`,
            rssi_dbm: sql`coalesce(${eb.ref('excluded.rssi_dbm')}, device_health.rssi_dbm)`,
            signal_bars: sql`coalesce(${eb.ref('excluded.signal_bars')}, device_health.signal_bars)`,
            dirty: 1,
            reported_at: eb.ref('excluded.reported_at'),
          })),
        )
        .execute();
    }
  }

  /** Drops days older than the sparklines show and faults cleared long ago. */
  async prune(beforeDay: string, clearedBefore: string): Promise<void> {
    await this.db.deleteFrom('device_health_days').where('day', '<', beforeDay).execute();
    await this.db.deleteFrom('device_faults').where('cleared_at', 'is not', null).where('cleared_at', '<', clearedBefore).execute();
  }
}
