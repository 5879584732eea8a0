import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { searchTerms, type SubscriptionHistoryQuery } from '@tilth/domain';
import type { Database } from '../../db/schema';
import { likeContaining } from '../../db/textSearch';
import { recordSiteChanges } from '../siteConfig/siteChangeRepository';

/** The sites of an organisation's subtree (materialised path): the provider's admin passes the root's. */
export interface HistoryScope {
  rootPath: string;
}

export interface HistoryRow {
  farm_id: string;
  farm_name: string;
  business_path: string;
  dealer_name: string | null;
  site_object_id: string | null;
  site_id: string | null;
  site_name: string | null;
  plan: string | null;
  status: string | null;
  pending_plan: string | null;
  pending_day: string | null;
}

/** A site with what a plan change or the switch needs: its scope, farm time zone and pending change. */
export interface PlanSiteRow {
  id: string;
  site_id: string;
  name: string;
  plan: string;
  status: string;
  farm_id: string;
  time_zone: string;
  business_path: string;
  pending_old: string | null;
  pending_new: string | null;
  pending_day: string | null;
  pending_by: string | null;
  pending_at: string | null;
}

export interface PendingWrite {
  siteId: string;
  /** The site's effective plan now (what holds until the change applies). */
  effectivePlan: string;
  /** The plan the user saw and changed from (the pending plan when one was waiting). */
  fromPlan: string;
  toPlan: string;
  effectiveDay: string;
}

export interface DueChange {
  site_id: string;
  old_plan: string;
  new_plan: string;
  effective_day: string;
  time_zone: string;
  /** Who asked for the change: the changelog names them when it takes effect. */
  requested_by: string;
}

/** All SQL of Subscription History, plan changes and their next-day activation. */
export class SubscriptionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private farmsIn(scope: HistoryScope) {
    return this.db
      .selectFrom('farms as f')
      .innerJoin('organisations as b', 'b.id', 'f.business_id')
      .where((eb) => eb.or([eb('b.path', '=', scope.rootPath), eb('b.path', 'like', `${scope.rootPath}/%`)]));
  }

  /** Farms in the subtree before any filter ('No farms for this user' when none). */
  async farmCount(scope: HistoryScope): Promise<number> {
    const row = await this.farmsIn(scope)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Rows of the history: one per matching site, plus (without site filters) one per farm that has
   * no sites. The site search of spec 002 §5 in SQL; domain/subscriptions/history.ts states it.
   */
  private rows(scope: HistoryScope, query: SubscriptionHistoryQuery, siteFilters: boolean) {
    const base = this.farmsIn(scope).leftJoin('organisations as d', (join) =>
      join.onRef('d.id', '=', 'b.parent_id').on('d.type', '=', 'dealer'),
    );
    let rows = base.leftJoin('sites as s', 's.farm_id', 'f.id');
    if (siteFilters) rows = rows.where('s.id', 'is not', null);
    const farmTerm = (query.farmSearch ?? '').trim().toLowerCase();
    if (farmTerm) rows = rows.where(sql<SqlBool>`lower(f.name) like ${likeContaining(farmTerm)} escape '!'`);
    if (query.plans && query.plans.length < 3)
      rows = query.plans.length === 0 ? rows.where(sql<SqlBool>`1 = 0`) : rows.where('s.plan', 'in', query.plans);
    if (query.active === 'active') rows = rows.where('s.status', '=', 'ACTIVE');
    if (query.active === 'inactive') rows = rows.where('s.status', '<>', 'ACTIVE');
    const terms = searchTerms(query.siteSearch);
    if (terms.length > 0) {
      rows = rows.where((eb) =>
        eb.or(
          terms.flatMap((term): Expression<SqlBool>[] => [
            sql<SqlBool>`lower(s.site_id) like ${`${term.replace(/[!%_]/g, (c) => `!${c}`)}%`} escape '!'`,
            sql<SqlBool>`lower(s.name) like ${likeContaining(term)} escape '!'`,
            sql<SqlBool>`lower(d.name) like ${likeContaining(term)} escape '!'`,
          ]),
        ),
      );
    }
    return rows;
  }

  async count(scope: HistoryScope, query: SubscriptionHistoryQuery, siteFilters: boolean): Promise<number> {
    const row = await this.rows(scope, query, siteFilters)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Matching sites per plan, over every page. */
  async summary(scope: HistoryScope, query: SubscriptionHistoryQuery, siteFilters: boolean): Promise<Map<string, number>> {
    const rows = await this.rows(scope, query, siteFilters)
      .where('s.id', 'is not', null)
      .select(['s.plan', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('s.plan')
      .execute();
    return new Map(rows.map((r) => [r.plan ?? 'None', Number(r.n)]));
  }

  /** One page of rows: farms by name, each farm's sites by site ID. */
  async page(scope: HistoryScope, query: SubscriptionHistoryQuery, siteFilters: boolean): Promise<HistoryRow[]> {
    return this.rows(scope, query, siteFilters)
      .leftJoin('site_plan_changes as p', 'p.site_id', 's.id')
      .select([
        'f.id as farm_id',
        'f.name as farm_name',
        'b.path as business_path',
        'd.name as dealer_name',
        's.id as site_object_id',
        's.site_id',
        's.name as site_name',
        's.plan',
        's.status',
        'p.new_plan as pending_plan',
        'p.effective_day as pending_day',
      ])
      .orderBy(sql`lower(f.name)`)
      .orderBy('f.id')
      .orderBy('s.site_id')
      .limit(query.limit)
      .offset(query.skip)
      .execute();
  }

  /** Sites by object id with their farm's time zone, scope and pending change. */
  async planSites(ids: readonly string[], db: Kysely<Database> = this.db): Promise<PlanSiteRow[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('sites as s')
      .innerJoin('farms as f', 'f.id', 's.farm_id')
      .innerJoin('organisations as b', 'b.id', 'f.business_id')
      .leftJoin('site_plan_changes as p', 'p.site_id', 's.id')
      .leftJoin('users as u', 'u.id', 'p.requested_by')
      .select([
        's.id',
        's.site_id',
        's.name',
        's.plan',
        's.status',
        's.farm_id',
        'f.time_zone',
        'b.path as business_path',
        'p.old_plan as pending_old',
        'p.new_plan as pending_new',
        'p.effective_day as pending_day',
        'u.name as pending_by',
        'p.requested_at as pending_at',
      ])
      .where('s.id', 'in', [...new Set(ids)])
      .execute();
  }

  /**
   * Writes the changes and their audit rows in one transaction (issue 13): a change back to the
   * effective plan drops the pending row, any other replaces it. Nothing is written if any fails.
   */
  async savePlanChanges(writes: readonly PendingWrite[], by: { id: string; name: string }, at: string, newId: () => string): Promise<void> {
    await this.db.transaction().execute((trx) => this.savePlanChangesIn(trx, writes, by, at, newId));
  }

  /**
   * savePlanChanges inside a caller's transaction, for a change that writes its own rows with the
   * plan changes (the shop's purchases and cancels): all of them hold or none.
   */
  async savePlanChangesIn(
    trx: Transaction<Database>,
    writes: readonly PendingWrite[],
    by: { id: string; name: string },
    at: string,
    newId: () => string,
  ): Promise<void> {
    for (const write of writes) {
      if (write.toPlan === write.effectivePlan) {
        await trx.deleteFrom('site_plan_changes').where('site_id', '=', write.siteId).execute();
      } else {
        const row = {
          old_plan: write.effectivePlan,
          new_plan: write.toPlan,
          effective_day: write.effectiveDay,
          requested_by: by.id,
          requested_at: at,
        };
        await trx
          .insertInto('site_plan_changes')
          .values({ site_id: write.siteId, ...row })
          .onConflict((oc) => oc.column('site_id').doUpdateSet(row))
          .execute();
      }
      await recordSiteChanges(
        trx,
        write.siteId,
        by.id,
        [{ field: 'pendingPlan', friendlyName: `Plan from ${write.effectiveDay}`, oldValue: write.fromPlan, newValue: write.toPlan }],
        at,
      );
      await this.insertAudit(trx, {
        id: newId(),
        site_id: write.siteId,
        old_plan: write.fromPlan,
        current_plan: write.toPlan,
        modified_by: by.id,
        modified_by_name: by.name,
        modified_at: at,
      });
    }
  }

  /** Public so a test can make the audit write fail and see the transaction leave nothing behind. */
  async insertAudit(trx: Transaction<Database>, row: Database['plan_audit']): Promise<void> {
    await trx.insertInto('plan_audit').values(row).execute();
  }

  /** Pending changes that may be due: no zone is more than a day ahead of UTC, the caller checks each farm's day. */
  async possiblyDue(latestDay: string, limit: number): Promise<DueChange[]> {
    return this.db
      .selectFrom('site_plan_changes as p')
      .innerJoin('sites as s', 's.id', 'p.site_id')
      .innerJoin('farms as f', 'f.id', 's.farm_id')
      .select(['p.site_id', 'p.old_plan', 'p.new_plan', 'p.effective_day', 'f.time_zone', 'p.requested_by'])
      .where('p.effective_day', '<=', latestDay)
      .orderBy('p.effective_day')
      .limit(limit)
      .execute();
  }

  /**
   * Applies one change: the site takes the new plan and the pending row goes, together. A row
   * replaced meanwhile (another day or plan) is left for its own day; answers whether it applied.
   */
  async apply(change: DueChange, at: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('site_plan_changes')
        .where('site_id', '=', change.site_id)
        .where('effective_day', '=', change.effective_day)
        .where('new_plan', '=', change.new_plan)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await trx.updateTable('sites').set({ plan: change.new_plan, updated_at: at }).where('id', '=', change.site_id).execute();
      await recordSiteChanges(
        trx,
        change.site_id,
        change.requested_by,
        [{ field: 'plan', friendlyName: 'Plan', oldValue: change.old_plan, newValue: change.new_plan }],
        at,
      );
      return true;
    });
  }

  /** Sets the site's status and, when it changed, its changelog row, together. */
  async setStatus(siteObjectId: string, status: 'ACTIVE' | 'INACTIVE', at: string, userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('sites').select('status').where('id', '=', siteObjectId).executeTakeFirst();
      if (!before || before.status === status) return;
      await trx.updateTable('sites').set({ status, updated_at: at }).where('id', '=', siteObjectId).execute();
      await recordSiteChanges(
        trx,
        siteObjectId,
        userId,
        [{ field: 'status', friendlyName: 'Site status', oldValue: before.status, newValue: status }],
        at,
      );
    });
  }
}
