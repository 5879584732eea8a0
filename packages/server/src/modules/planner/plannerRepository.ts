import { sql, type Kysely } from 'kysely';
import type { Actor } from '@tilth/domain';
import type { Database, SiteIrrigationTable } from '../../db/schema';
import { isFarmLevel, type Viewpoints } from '../organisations/viewpoint';

/** Where the planner's sites are looked for: a subtree of organisations, or one farm-level user's farm. */
export type PlannerScope = { rootPath: string } | { farmId: string };

/**
 * Where an actor's planner looks (the viewpoint's rule, as the farms dashboard's): a farm-level user's
 * farm, else their organisation's subtree; null when they have neither. The policy still checks each site.
 */
export async function plannerScopeOf(viewpoints: Viewpoints, actor: Actor): Promise<PlannerScope | null> {
  if (isFarmLevel(actor)) return actor.farmId ? { farmId: actor.farmId } : null;
  const viewer = await viewpoints.ofActor(actor);
  return viewer.organisation ? { rootPath: viewer.organisation.path } : null;
}

/** An active site with what its recommendation needs, read in one query for many sites. */
export interface PlannerSiteRow {
  id: string;
  site_id: string;
  name: string;
  farm_id: string;
  farm_name: string;
  time_zone: string;
  business_path: string;
  plan: string;
  crop: string | null;
  planting_date: string | null;
  irrigation_type: string | null;
  settings: string;
  latitude: number;
  longitude: number;
  probe_device_id: string | null;
  last_reading_at: number | null;
}

/** The newest measured day of a site: the stored daily values, in inches. */
export interface LatestDayRow {
  site_id: string;
  day: string;
  aw_percent: number;
  aw_in: number;
  taw_in: number;
  rp: number;
  wl2: number;
}

const CHUNK = 500;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** The planner's reads: sites in scope, their newest measured day, and logged irrigations. */
export class PlannerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Active, installed sites in the scope (optionally one farm), with farm, probe and settings. */
  async activeSites(scope: PlannerScope, filter: { farmId?: string; siteKey?: string } = {}): Promise<PlannerSiteRow[]> {
    let query = this.db
      .selectFrom('sites as s')
      .innerJoin('farms as f', 'f.id', 's.farm_id')
      .innerJoin('organisations as b', 'b.id', 'f.business_id')
      .leftJoin('devices as d', (join) => join.onRef('d.site_id', '=', 's.id').on('d.kind', '=', 'probe'))
      .select([
        's.id',
        's.site_id',
        's.name',
        's.farm_id',
        'f.name as farm_name',
        'f.time_zone',
        'b.path as business_path',
        's.plan',
        's.crop',
        's.planting_date',
        's.irrigation_type',
        's.settings',
        's.latitude',
        's.longitude',
        'd.device_id as probe_device_id',
        'd.last_reading_at',
      ])
      .where('s.status', '=', 'ACTIVE')
      .where('s.extracted', '=', 0);
    if ('farmId' in scope) query = query.where('s.farm_id', '=', scope.farmId);
    else if ('rootPath' in scope)
      query = query.where((eb) => eb.or([eb('b.path', '=', scope.rootPath), eb('b.path', 'like', `${scope.rootPath}/%`)]));
    if (filter.farmId) query = query.where('s.farm_id', '=', filter.farmId);
    const key = filter.siteKey;
    if (key) query = query.where((eb) => eb.or([eb('s.id', '=', key), eb('s.site_id', '=', key)]));
    const rows = await query
      .orderBy('f.name')
      .orderBy(sql`lower(s.name)`)
      .execute();
    return rows.map((r) => ({ ...r, last_reading_at: r.last_reading_at === null ? null : Number(r.last_reading_at) }));
  }

  /** Each site's newest day with measured water in inches (sites without one are left out). */
  async latestDays(siteIds: readonly string[]): Promise<Map<string, LatestDayRow>> {
    const out = new Map<string, LatestDayRow>();
    for (const ids of chunks(siteIds)) {
      const rows = await this.db
        .selectFrom('site_daily_values as v')
        .innerJoin(
          (eb) =>
            eb
              .selectFrom('site_daily_values')
              .select(['site_id', (e) => e.fn.max('day').as('day')])
              .where('site_id', 'in', ids)
              .where('aw_in', 'is not', null)
              .groupBy('site_id')
              .as('m'),
          (join) => join.onRef('m.site_id', '=', 'v.site_id').onRef('m.day', '=', 'v.day'),
        )
        .select(['v.site_id', 'v.day', 'v.aw_percent', 'v.aw_in', 'v.taw_in', 'v.rp', 'v.wl2'])
        .execute();
      for (const r of rows) {
        if (r.aw_percent === null || r.aw_in === null || r.taw_in === null) continue;
        out.set(r.site_id, { ...r, aw_percent: r.aw_percent, aw_in: r.aw_in, taw_in: r.taw_in });
      }
    }
    return out;
  }

  /** Irrigations of these sites dated on or after a day, by site. */
  async irrigationsSince(siteIds: readonly string[], from: string): Promise<Map<string, SiteIrrigationTable[]>> {
    const out = new Map<string, SiteIrrigationTable[]>();
    for (const ids of chunks(siteIds)) {
      const rows = await this.db.selectFrom('site_irrigations').selectAll().where('site_id', 'in', ids).where('date', '>=', from).execute();
      for (const r of rows) out.set(r.site_id, [...(out.get(r.site_id) ?? []), r]);
    }
    return out;
  }

  async irrigations(siteId: string, from?: string, to?: string): Promise<SiteIrrigationTable[]> {
    let query = this.db.selectFrom('site_irrigations').selectAll().where('site_id', '=', siteId);
    if (from) query = query.where('date', '>=', from);
    if (to) query = query.where('date', '<=', to);
    return query.orderBy('date', 'desc').orderBy('created_at', 'desc').execute();
  }

  /** The irrigation the app logged earlier under this clientId (offline queue), on any site. */
  async irrigationByClientId(clientId: string): Promise<SiteIrrigationTable | undefined> {
    return this.db.selectFrom('site_irrigations').selectAll().where('client_id', '=', clientId).executeTakeFirst();
  }

  async insertIrrigation(row: SiteIrrigationTable): Promise<void> {
    await this.db.insertInto('site_irrigations').values(row).execute();
  }

  async deleteIrrigation(siteId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('site_irrigations').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The daily values of a site over a range (the water account). */
  async days(siteId: string, from: string, to: string) {
    return this.db
      .selectFrom('site_daily_values')
      .select(['day', 'aw_in', 'taw_in'])
      .where('site_id', '=', siteId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .orderBy('day')
      .execute();
  }

  /** The grower's water-percolation entries of a site over a range. */
  async manualPercolation(siteId: string, from: string, to: string) {
    return this.db
      .selectFrom('water_percolation_manual')
      .select(['date', 'depth_in'])
      .where('site_id', '=', siteId)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .execute();
  }

  async farmName(farmId: string): Promise<string | null> {
    const row = await this.db.selectFrom('farms').select('name').where('id', '=', farmId).executeTakeFirst();
    return row?.name ?? null;
  }
}
