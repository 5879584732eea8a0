import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { FleetQuery } from '@tilth/domain';
import type { Database } from '../../db/schema';
import { fleetStatusSql, fleetTierSql, silentSinceSql } from './fleetSql';

/** Where the fleet's devices are looked for: a subtree of organisations, or a farm-level user's farm. */
export type FleetScope = { rootPath: string } | { farmId: string };

/** A device row as the fleet's queries read it: the device, where it sits, and its stored health. */
export interface FleetRow {
  num: number;
  id: string;
  device_id: string;
  kind: string;
  hardware_type: string;
  depths: string;
  last_reading_at: number | null;
  site_object_id: string;
  site_id: string;
  site_name: string;
  plan: string;
  extracted: number;
  farm_id: string;
  farm_name: string;
  business_id: string;
  business_name: string;
  business_path: string;
  twig_id: string | null;
  status: string;
  interval_seconds: number | null;
  completeness_24h: number | null;
  completeness_7d: number | null;
  completeness_30d: number | null;
  battery_percent: number | null;
  battery_per_day: number | null;
  battery_days_to_low: number | null;
  battery_low: number | null;
  rssi_dbm: number | null;
  signal_bars: number | null;
  rssi_median_7d: number | null;
  per_percent: number | null;
  open_faults: number | null;
  fault_titles: string | null;
  checked_at: string | null;
}

type Filters = Omit<FleetQuery, 'skip' | 'limit' | 'sort'>;

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * The fleet screen's SQL: every device of an active site (extracted ones included) in the scope,
 * with its stored health (device_health), filtered, counted and paged in the database.
 */
export class FleetRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Devices in scope, joined to their site, farm, business and stored health. */
  private base(scope: FleetScope) {
    let query = this.db
      .selectFrom('devices as d')
      .innerJoin('sites as s', 's.id', 'd.site_id')
      .innerJoin('farms as f', 'f.id', 's.farm_id')
      .innerJoin('organisations as b', 'b.id', 'f.business_id')
      .leftJoin('device_health as h', 'h.device_num', 'd.num')
      .where('s.status', '=', 'ACTIVE');
    if ('farmId' in scope) query = query.where('s.farm_id', '=', scope.farmId);
    else query = query.where((eb) => eb.or([eb('b.path', '=', scope.rootPath), eb('b.path', 'like', `${scope.rootPath}/%`)]));
    return query;
  }

  /** The customer, farm and search filters: what the summary counts over. */
  private scoped(scope: FleetScope, filters: Filters) {
    let query = this.base(scope);
    if (filters.customer) query = query.where('f.business_id', '=', filters.customer);
    if (filters.farm) query = query.where('s.farm_id', '=', filters.farm);
    const q = filters.q?.trim().toLowerCase();
    if (q) {
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(s.name)`, 'like', `%${q}%`),
          eb('s.site_id', 'like', `${q}%`),
          eb(sql`lower(d.device_id)`, 'like', `%${q}%`),
          eb(sql`lower(f.name)`, 'like', `%${q}%`),
        ]),
      );
    }
    return query;
  }

  /** Every filter: the table's rows. */
  private filtered(scope: FleetScope, filters: Filters, now: number) {
    let query = this.scoped(scope, filters);
    if (filters.status) query = query.where(fleetStatusSql(now), '=', filters.status);
    if (filters.lowBattery) query = query.where(sql`coalesce(h.battery_low, 0)`, '=', 1);
    if (filters.batteryBelow !== undefined) query = query.where('h.battery_percent', '<', filters.batteryBelow);
    if (filters.fault) {
      query = query.where(sql`coalesce(h.open_faults, 0)`, '>', 0);
      const kind = filters.fault;
      if (kind !== 'any') {
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('device_faults as x')
              .select(sql`1`.as('one'))
              .whereRef('x.device_num', '=', 'd.num')
              .where('x.kind', '=', kind)
              .where('x.cleared_at', 'is', null),
          ),
        );
      }
    }
    return query;
  }

  async count(scope: FleetScope, filters: Filters, now: number): Promise<number> {
    const row = await this.filtered(scope, filters, now)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async page(scope: FleetScope, filters: Filters, sort: FleetQuery['sort'], skip: number, limit: number, now: number): Promise<FleetRow[]> {
    let query = this.filtered(scope, filters, now)
      .leftJoin('devices as p', (join) => join.onRef('p.site_id', '=', 's.id').on('p.kind', '=', 'probe'))
      .select([
        'd.num',
        'd.id',
        'd.device_id',
        'd.kind',
        'd.hardware_type',
        'd.depths',
        'd.last_reading_at',
        's.id as site_object_id',
        's.site_id',
        's.name as site_name',
        's.plan',
        's.extracted',
        's.farm_id',
        'f.name as farm_name',
        'f.business_id',
        'b.name as business_name',
        'b.path as business_path',
        'p.device_id as twig_id',
        'h.interval_seconds',
        'h.completeness_24h',
        'h.completeness_7d',
        'h.completeness_30d',
        'h.battery_percent',
        'h.battery_per_day',
        'h.battery_days_to_low',
        'h.battery_low',
        'h.rssi_dbm',
        'h.signal_bars',
        'h.rssi_median_7d',
        'h.per_percent',
        'h.open_faults',
        'h.fault_titles',
        'h.checked_at',
      ])
      .select([fleetStatusSql(now).as('status'), fleetTierSql(now).as('tier')]);
    const byName = (q: typeof query) =>
      q
        .orderBy(sql`lower(s.name)`)
        .orderBy('d.kind', 'desc')
        .orderBy('d.num');
    switch (sort) {
      case 'worst':
        query = query
          .orderBy('tier', 'desc')
          .orderBy(silentSinceSql(now))
          .orderBy(sql`coalesce(h.open_faults, 0)`, 'desc')
          .orderBy(sql`coalesce(h.battery_percent, 1000)`)
          .orderBy(sql`coalesce(h.completeness_24h, 1000)`);
        break;
      case 'lastReading':
        query = query.orderBy(sql`coalesce(d.last_reading_at, 0)`);
        break;
      case 'battery':
        query = query.orderBy(sql`coalesce(h.battery_percent, 1000)`);
        break;
      case 'signal':
        query = query.orderBy(sql`coalesce(h.rssi_dbm, 1000)`);
        break;
      case 'completeness':
        query = query.orderBy(sql`coalesce(h.completeness_24h, 1000)`);
        break;
      case 'site':
        query = query.orderBy(sql`lower(f.name)`);
        break;
    }
    const rows = await byName(query).offset(skip).limit(limit).execute();
    return rows.map((r) => ({
      ...r,
      num: Number(r.num),
      last_reading_at: num(r.last_reading_at),
      extracted: Number(r.extracted),
      interval_seconds: num(r.interval_seconds),
      completeness_24h: num(r.completeness_24h),
      completeness_7d: num(r.completeness_7d),
      completeness_30d: num(r.completeness_30d),
      battery_percent: num(r.battery_percent),
      battery_per_day: num(r.battery_per_day),
      battery_days_to_low: num(r.battery_days_to_low),
      battery_low: num(r.battery_low),
      rssi_dbm: num(r.rssi_dbm),
      signal_bars: num(r.signal_bars),
      rssi_median_7d: num(r.rssi_median_7d),
      per_percent: num(r.per_percent),
      open_faults: num(r.open_faults),
      status: String(r.status),
    }));
  }

  /** The counts above the table: over the customer, farm and search filters, not the status ones. */
  async summary(scope: FleetScope, filters: Filters, now: number) {
    const status = fleetStatusSql(now);
    const count = (when: Expression<SqlBool>) => sql<number>`sum(case when ${when} then 1 else 0 end)`;
    const row = await this.scoped(scope, filters)
      .select((eb) => [
        eb.fn.countAll<number>().as('devices'),
        count(sql<SqlBool>`${status} = 'reporting'`).as('reporting'),
        count(sql<SqlBool>`${status} = 'late'`).as('late'),
        count(sql<SqlBool>`${status} = 'silent'`).as('silent'),
        count(sql<SqlBool>`${status} = 'noData'`).as('noData'),
        count(sql<SqlBool>`${status} = 'extracted'`).as('extracted'),
        count(sql<SqlBool>`s.extracted = 0 and coalesce(h.battery_low, 0) = 1`).as('lowBattery'),
        count(sql<SqlBool>`s.extracted = 0 and coalesce(h.open_faults, 0) > 0`).as('faults'),
      ])
      .executeTakeFirstOrThrow();
    return {
      devices: Number(row.devices),
      reporting: Number(row.reporting ?? 0),
      late: Number(row.late ?? 0),
      silent: Number(row.silent ?? 0),
      noData: Number(row.noData ?? 0),
      extracted: Number(row.extracted ?? 0),
      lowBattery: Number(row.lowBattery ?? 0),
      faults: Number(row.faults ?? 0),
    };
  }

  /** The customers and farms the scope has devices on (the filters' choices). */
  async options(scope: FleetScope) {
    return this.base(scope)
      .select(['b.id as business_id', 'b.name as business_name', 'b.path as business_path', 'f.id as farm_id', 'f.name as farm_name'])
      .distinct()
      .orderBy('b.name')
      .orderBy('f.name')
      .execute();
  }

  /** One device by its object id, with where it sits (any scope: the caller checks the policy). */
  async device(id: string, now: number): Promise<FleetRow | undefined> {
    const row = await this.db
      .selectFrom('devices as d')
      .innerJoin('sites as s', 's.id', 'd.site_id')
      .innerJoin('farms as f', 'f.id', 's.farm_id')
      .innerJoin('organisations as b', 'b.id', 'f.business_id')
      .leftJoin('device_health as h', 'h.device_num', 'd.num')
      .leftJoin('devices as p', (join) => join.onRef('p.site_id', '=', 's.id').on('p.kind', '=', 'probe'))
      .select([
        'd.num',
        'd.id',
        'd.device_id',
        'd.kind',
        'd.hardware_type',
        'd.depths',
        'd.last_reading_at',
        's.id as site_object_id',
        's.site_id',
        's.name as site_name',
        's.plan',
        's.extracted',
        's.farm_id',
        'f.name as farm_name',
        'f.business_id',
        'b.name as business_name',
        'b.path as business_path',
        'p.device_id as twig_id',
        'h.interval_seconds',
        'h.completeness_24h',
        'h.completeness_7d',
        'h.completeness_30d',
        'h.battery_percent',
        'h.battery_per_day',
        'h.battery_days_to_low',
        'h.battery_low',
        'h.rssi_dbm',
        'h.signal_bars',
        'h.rssi_median_7d',
        'h.per_percent',
        'h.open_faults',
        'h.fault_titles',
        'h.checked_at',
      ])
      .select(fleetStatusSql(now).as('status'))
      .where('d.id', '=', id)
      .where('s.status', '=', 'ACTIVE')
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      ...row,
      num: Number(row.num),
      last_reading_at: num(row.last_reading_at),
      extracted: Number(row.extracted),
      interval_seconds: num(row.interval_seconds),
      completeness_24h: num(row.completeness_24h),
      completeness_7d: num(row.completeness_7d),
      completeness_30d: num(row.completeness_30d),
      battery_percent: num(row.battery_percent),
      battery_per_day: num(row.battery_per_day),
      battery_days_to_low: num(row.battery_days_to_low),
      battery_low: num(row.battery_low),
      rssi_dbm: num(row.rssi_dbm),
      signal_bars: num(row.signal_bars),
      rssi_median_7d: num(row.rssi_median_7d),
      per_percent: num(row.per_percent),
      open_faults: num(row.open_faults),
      status: String(row.status),
    };
  }

  /** A device's daily health from a day on, oldest first. */
  async days(deviceNum: number, fromDay: string) {
    return this.db
      .selectFrom('device_health_days')
      .selectAll()
      .where('device_num', '=', deviceNum)
      .where('day', '>=', fromDay)
      .orderBy('day')
      .execute();
  }

  /** A device's open faults and those cleared since a time, open first, newest first. */
  async faults(deviceNum: number, clearedSince: string) {
    return this.db
      .selectFrom('device_faults')
      .selectAll()
      .where('device_num', '=', deviceNum)
      .where((eb) => eb.or([eb('cleared_at', 'is', null), eb('cleared_at', '>=', clearedSince)]))
      .orderBy(sql`case when cleared_at is null then 0 else 1 end`)
      .orderBy('opened_at', 'desc')
      .execute();
  }

  /** Open faults per farm (the farm card's count). */
  async openFaultsByFarm(farmIds: readonly string[]): Promise<Map<string, number>> {
    if (farmIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('device_faults as x')
      .innerJoin('sites as s', 's.id', 'x.site_id')
      .select(['s.farm_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('x.cleared_at', 'is', null)
      .where('s.extracted', '=', 0)
      .where('s.farm_id', 'in', [...farmIds])
      .groupBy('s.farm_id')
      .execute();
    return new Map(rows.map((r) => [r.farm_id, Number(r.n)]));
  }

  /** Open faults per site with their titles' parts (the site card and the alert evaluation). */
  async openFaultsBySite(siteIds?: readonly string[]) {
    let query = this.db
      .selectFrom('device_faults as x')
      .innerJoin('sites as s', 's.id', 'x.site_id')
      .select(['x.site_id', 'x.kind', 'x.channel', 'x.depth_in', 'x.device_num'])
      .where('x.cleared_at', 'is', null)
      .where('s.extracted', '=', 0);
    if (siteIds) {
      if (siteIds.length === 0) return [];
      query = query.where('x.site_id', 'in', [...siteIds]);
    }
    return query.orderBy('x.site_id').orderBy('x.depth_in').execute();
  }
}
