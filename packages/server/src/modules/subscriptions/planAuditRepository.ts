import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nameContains } from '../../db/textSearch';

/** An organisation's subtree by materialised path (the provider's admin passes the root's). */
export interface SubtreeScope {
  rootPath: string;
}

export interface DealerRow {
  id: string;
  name: string;
  path: string;
}

/** Plan counts of one business's sites. */
export interface BusinessPlanCounts {
  business_path: string;
  gold: number;
  silver: number;
  total: number;
}

export interface DealerSiteRow {
  id: string;
  site_id: string;
  name: string;
  plan: string;
  status: string;
  farm_id: string;
  farm_name: string;
  business_path: string;
}

export interface AuditRow {
  id: string;
  site_object_id: string;
  site_id: string;
  old_plan: string;
  current_plan: string;
  modified_by: string;
  modified_by_name: string;
  modified_at: string;
  farm_id: string;
  business_path: string;
}

const underPath = (column: string, rootPath: string) =>
  sql<boolean>`(${sql.ref(column)} = ${rootPath} or ${sql.ref(column)} like ${`${rootPath}/%`})`;

/** The SQL of the Dealer Summary and Audit tabs and the site's subscription card (reads only). */
export class PlanAuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Dealers in the subtree (the root itself when it is a dealer). */
  async dealers(scope: SubtreeScope): Promise<DealerRow[]> {
    return this.db
      .selectFrom('organisations')
      .select(['id', 'name', 'path'])
      .where('type', '=', 'dealer')
      .where(underPath('path', scope.rootPath))
      .execute();
  }

  /**
   * Every site of the subtree's farms, extracted ones included: the very sites Subscription History
   * lists and sums (issue 27). An extracted site keeps its plan until someone changes it there, so
   * leaving it out made the dealer tabs sum to fewer sites than the history.
   */
  private sitesIn(scope: SubtreeScope) {
    return this.db
      .selectFrom('sites as s')
      .innerJoin('farms as f', 'f.id', 's.farm_id')
      .innerJoin('organisations as b', 'b.id', 'f.business_id')
      .where(underPath('b.path', scope.rootPath));
  }

  /** Plan counts per business of the subtree: one row per business, however many sites. */
  async planCountsByBusiness(scope: SubtreeScope): Promise<BusinessPlanCounts[]> {
    const rows = await this.sitesIn(scope)
      .select([
        'b.path as business_path',
        sql<number>`sum(case when s.plan = 'Gold' then 1 else 0 end)`.as('gold'),
        sql<number>`sum(case when s.plan = 'Silver' then 1 else 0 end)`.as('silver'),
        (eb) => eb.fn.countAll<number>().as('total'),
      ])
      .groupBy('b.path')
      .execute();
    // PostgreSQL answers sums and counts as bigint strings.
    return rows.map((r) => ({ business_path: r.business_path, gold: Number(r.gold), silver: Number(r.silver), total: Number(r.total) }));
  }

  /** Every site of the subtree with its farm, by site ID. */
  async sites(scope: SubtreeScope): Promise<DealerSiteRow[]> {
    return this.sitesIn(scope)
      .select(['s.id', 's.site_id', 's.name', 's.plan', 's.status', 'f.id as farm_id', 'f.name as farm_name', 'b.path as business_path'])
      .orderBy('s.site_id')
      .execute();
  }

  private auditIn(scope: SubtreeScope, farmId: string | null, siteSearch: string) {
    let query = this.db
      .selectFrom('plan_audit as a')
      .innerJoin('sites as s', 's.id', 'a.site_id')
      .innerJoin('farms as f', 'f.id', 's.farm_id')
      .innerJoin('organisations as b', 'b.id', 'f.business_id')
      .where(underPath('b.path', scope.rootPath));
    if (farmId) query = query.where('f.id', '=', farmId);
    if (siteSearch) query = query.where(nameContains('s.site_id', siteSearch));
    return query;
  }

  /** A page of the subtree's audit records, newest first; siteSearch is a substring of the site ID. */
  async auditPage(
    scope: SubtreeScope,
    filter: { farmId: string | null; siteSearch: string; skip: number; limit: number },
  ): Promise<{ rows: AuditRow[]; total: number }> {
    const base = this.auditIn(scope, filter.farmId, filter.siteSearch);
    const [rows, count] = await Promise.all([
      base
        .select([
          'a.id',
          'a.site_id as site_object_id',
          's.site_id',
          'a.old_plan',
          'a.current_plan',
          'a.modified_by',
          'a.modified_by_name',
          'a.modified_at',
          'f.id as farm_id',
          'b.path as business_path',
        ])
        .orderBy('a.modified_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(filter.limit)
        .offset(filter.skip)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  /** The change waiting for the site's farm's next day, if any. */
  async pendingChange(siteObjectId: string): Promise<{ new_plan: string; effective_day: string } | undefined> {
    return this.db
      .selectFrom('site_plan_changes')
      .select(['new_plan', 'effective_day'])
      .where('site_id', '=', siteObjectId)
      .executeTakeFirst();
  }
}
