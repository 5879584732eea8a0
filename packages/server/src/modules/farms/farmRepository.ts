import { sql, type Kysely, type Selectable } from 'kysely';
import type { FarmSort, FarmStatus, SiteHealth } from '@tilth/domain';
import type { Database, FarmTable } from '../../db/schema';
import { nameContains } from '../../db/textSearch';
import { siteHealthSql } from './farmHealthSql';

export type FarmListRow = Selectable<FarmTable> & { business_path: string; business_name: string };

export interface SiteRow {
  id: string;
  site_id: string;
  farm_id: string;
  name: string;
  status: string;
  plan: string;
  latitude: number;
  longitude: number;
  extracted: number;
  /** The newest derived day's moisture level (farm health follows it once set). */
  health_level: string | null;
  /** Plant type and planting date: outside the crop's season a site has no issues. */
  crop: string | null;
  planting_date: string | null;
  last_reading_at: number | null;
}

/** Whose farms: everything under an organisation (materialised path), or one farm. */
/** Where the farms are: a subtree, or one farm; `onlyFarmIds` narrows either to some farms (a farm-limited API key). */
export type FarmScope = ({ rootPath: string } | { farmId: string }) & { onlyFarmIds?: readonly string[] };

export interface FarmFilter {
  name?: string;
  siteStatus?: FarmStatus;
  now: number;
}

const ORDER: Record<FarmSort, { key: 'created' | 'name'; direction: 'asc' | 'desc' }> = {
  DESC: { key: 'created', direction: 'desc' },
  ASC: { key: 'created', direction: 'asc' },
  'ALPHA-ASC': { key: 'name', direction: 'asc' },
  'ALPHA-DESC': { key: 'name', direction: 'desc' },
};

/** All farm SQL of the dashboard: pages, counts, sites with their probe's last reading, pickers. */
export class FarmRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private scoped(scope: FarmScope, filter: FarmFilter) {
    let query = this.db.selectFrom('farms').innerJoin('organisations as b', 'b.id', 'farms.business_id');
    query =
      'farmId' in scope
        ? query.where('farms.id', '=', scope.farmId)
        : query.where((eb) => eb.or([eb('b.path', '=', scope.rootPath), eb('b.path', 'like', `${scope.rootPath}/%`)]));
    if (scope.onlyFarmIds) query = query.where('farms.id', 'in', scope.onlyFarmIds.length > 0 ? [...scope.onlyFarmIds] : ['']);
    if (filter.name) query = query.where(nameContains('farms.name', filter.name));
    if (filter.siteStatus) {
      const status = filter.siteStatus;
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('sites as s')
            .leftJoin('devices as d', (join) => join.onRef('d.site_id', '=', 's.id').on('d.kind', '=', 'probe'))
            .select(sql`1`.as('one'))
            .whereRef('s.farm_id', '=', 'farms.id')
            .where(siteHealthSql(filter.now), '=', status),
        ),
      );
    }
    return query;
  }

  async count(scope: FarmScope, filter: FarmFilter): Promise<number> {
    const row = await this.scoped(scope, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async page(scope: FarmScope, filter: FarmFilter, sort: FarmSort, skip: number, limit: number): Promise<FarmListRow[]> {
    const { key, direction } = ORDER[sort];
    let query = this.scoped(scope, filter).selectAll('farms').select(['b.path as business_path', 'b.name as business_name']);
    query = key === 'created' ? query.orderBy('farms.created_at', direction) : query.orderBy(sql`lower(farms.name)`, direction);
    return query.orderBy('farms.id', direction).limit(limit).offset(skip).execute();
  }

  /** Sites of these farms with their probe's newest reading (epoch seconds), by name. */
  async sitesOf(farmIds: string[]): Promise<SiteRow[]> {
    if (farmIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('sites as s')
      .leftJoin('devices as d', (join) => join.onRef('d.site_id', '=', 's.id').on('d.kind', '=', 'probe'))
      .select([
        's.id',
        's.site_id',
        's.farm_id',
        's.name',
        's.status',
        's.plan',
        's.latitude',
        's.longitude',
        's.extracted',
        's.health_level',
        's.crop',
        's.planting_date',
        'd.last_reading_at',
      ])
      .where('s.farm_id', 'in', farmIds)
      .orderBy(sql`lower(s.name)`)
      .orderBy('s.site_id')
      .execute();
    return rows.map((r) => ({ ...r, last_reading_at: r.last_reading_at === null ? null : Number(r.last_reading_at) }));
  }

  /** Site counts per farm and health, counted by the database (for answers without the sites). */
  async healthCounts(farmIds: string[], now: number): Promise<{ farm_id: string; health: SiteHealth; n: number }[]> {
    if (farmIds.length === 0) return [];
    // Grouped over a derived table: PostgreSQL won't match a parameterised CASE in GROUP BY to the select list.
    const rows = await this.db
      .selectFrom((eb) =>
        eb
          .selectFrom('sites as s')
          .leftJoin('devices as d', (join) => join.onRef('d.site_id', '=', 's.id').on('d.kind', '=', 'probe'))
          .select(['s.farm_id', siteHealthSql(now).as('health')])
          .where('s.farm_id', 'in', farmIds)
          .as('h'),
      )
      .select(['h.farm_id', 'h.health', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['h.farm_id', 'h.health'])
      .execute();
    return rows.map((r) => ({ ...r, n: Number(r.n) }));
  }

  /** Farms by name or site ID, alphabetical, with their site IDs (for pickers). */
  async options(scope: FarmScope, search: string | undefined, limit: number) {
    let query = this.scoped(scope, { now: 0 });
    if (search) {
      const pattern = `%${search.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          nameContains('farms.name', search),
          eb.exists(
            eb
              .selectFrom('sites as s')
              .select(sql`1`.as('one'))
              .whereRef('s.farm_id', '=', 'farms.id')
              .where(sql<boolean>`lower(s.site_id) like ${pattern} escape '!'`),
          ),
        ]),
      );
    }
    const farms = await query
      .select(['farms.id', 'farms.name', 'farms.business_id', 'b.path as business_path'])
      .orderBy(sql`lower(farms.name)`)
      .orderBy('farms.id')
      .limit(limit)
      .execute();
    const ids = farms.map((f) => f.id);
    const sites = ids.length
      ? await this.db
          .selectFrom('sites')
          .select(['farm_id', 'site_id'])
          .where('farm_id', 'in', ids)
          .where('extracted', '=', 0)
          .orderBy('site_id')
          .execute()
      : [];
    return { farms, sites };
  }

  /** These farms with their business path, for policy checks (unknown ids are left out). */
  async findWithPaths(ids: string[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('farms')
      .innerJoin('organisations as b', 'b.id', 'farms.business_id')
      .selectAll('farms')
      .select(['b.path as business_path', 'b.name as business_name'])
      .where('farms.id', 'in', ids)
      .execute();
  }

  async nameTaken(businessId: string, name: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('farms')
      .select('id')
      .where('business_id', '=', businessId)
      .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(farm: FarmTable): Promise<void> {
    await this.db.insertInto('farms').values(farm).execute();
  }
}
