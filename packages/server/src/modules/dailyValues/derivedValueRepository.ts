import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { RecomputeMode } from '@tilth/domain/dailyValues/recompute';
import type { Engine } from '../../db/database';
import type { Database, SiteDailyValueTable, SiteRecomputeJobTable } from '../../db/schema';

/** The per-site recompute job (site_recompute_jobs), one at a time per site. */
export type RecomputeJobRow = Selectable<SiteRecomputeJobTable>;

/** site_daily_values rows, sites.health_level and the site_recompute_jobs queue. */
export class DerivedValueRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {}

  /** An ISO-8601 UTC text as epoch seconds: the only engine-specific SQL here. */
  private epochOf(iso: RawBuilder<unknown>): RawBuilder<number> {
    return this.engine === 'postgres'
      ? sql<number>`extract(epoch from cast(${iso} as timestamptz))`
      : sql<number>`cast(strftime('%s', ${iso}) as integer)`;
  }

  /** Writes (or rewrites) these days' rows, in batches small enough for either engine's parameter limit. */
  async upsertDays(rows: SiteDailyValueTable[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200) {
      await this.db
        .insertInto('site_daily_values')
        .values(rows.slice(i, i + 200))
        .onConflict((oc) =>
          oc.columns(['site_id', 'day']).doUpdateSet((eb) => ({
            aw_percent: eb.ref('excluded.aw_percent'),
            rp: eb.ref('excluded.rp'),
            wl1: eb.ref('excluded.wl1'),
            wl2: eb.ref('excluded.wl2'),
            band_source: eb.ref('excluded.band_source'),
            level: eb.ref('excluded.level'),
            aw_in: eb.ref('excluded.aw_in'),
            taw_in: eb.ref('excluded.taw_in'),
            computed_at: eb.ref('excluded.computed_at'),
          })),
        )
        .execute();
    }
  }

  async days(siteObjectId: string, from?: string): Promise<SiteDailyValueTable[]> {
    let query = this.db.selectFrom('site_daily_values').selectAll().where('site_id', '=', siteObjectId);
    if (from) query = query.where('day', '>=', from);
    return query.orderBy('day').execute();
  }

  async setHealthLevel(siteObjectId: string, level: string | null, day: string | null): Promise<void> {
    await this.db.updateTable('sites').set({ health_level: level, health_level_day: day }).where('id', '=', siteObjectId).execute();
  }

  /**
   * Active, non-extracted sites whose probe reported after their derived values were last computed
   * (or that have none yet), oldest computation first: the freshness job's slice.
   */
  async staleSites(limit: number): Promise<string[]> {
    // The newest day's row through the (site_id, day) key, per site: no scan of the whole history.
    const computedAt = sql<
      string | null
    >`(select dv.computed_at from site_daily_values dv where dv.site_id = sites.id order by dv.day desc limit 1)`;
    const rows = await this.db
      .selectFrom('sites')
      .innerJoin('devices', (join) => join.onRef('devices.site_id', '=', 'sites.id').on('devices.kind', '=', 'probe'))
      .select(['sites.id', computedAt.as('computed_at')])
      .where('sites.status', '=', 'ACTIVE')
      .where('sites.extracted', '=', 0)
      .where('devices.last_reading_at', 'is not', null)
      .where('devices.depths', '!=', '[]')
      .where((eb) =>
        eb.or([
          eb(computedAt, 'is', null),
          // Reading times are epoch seconds; computed_at is ISO text, compared as epoch seconds.
          eb('devices.last_reading_at', '>', this.epochOf(computedAt)),
        ]),
      )
      .orderBy(sql`(${computedAt} is not null)`)
      .orderBy(computedAt)
      .orderBy('sites.id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  // --- The recompute queue --------------------------------------------------------------------

  async job(siteObjectId: string): Promise<RecomputeJobRow | undefined> {
    return this.db.selectFrom('site_recompute_jobs').selectAll().where('site_id', '=', siteObjectId).executeTakeFirst();
  }

  /**
   * Queues a recompute unless one is queued or running for the site (one statement, so two
   * requests at once cannot both queue); answers whether it queued.
   */
  async enqueue(siteObjectId: string, mode: RecomputeMode, requestedBy: string | null, nowIso: string): Promise<boolean> {
    const fresh = {
      mode,
      state: 'queued' as const,
      requested_by: requestedBy,
      requested_at: nowIso,
      started_at: null,
      finished_at: null,
      days: null,
      message: null,
    };
    const result = await this.db
      .insertInto('site_recompute_jobs')
      .values({ site_id: siteObjectId, ...fresh })
      .onConflict((oc) => oc.column('site_id').doUpdateSet(fresh).where('site_recompute_jobs.state', 'not in', ['queued', 'running']))
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Takes one queued job (this site's, or the oldest queued) for running; null when none was free. */
  async claim(nowIso: string, siteObjectId?: string): Promise<RecomputeJobRow | null> {
    for (let attempt = 0; attempt < 3; attempt++) {
      let pick = this.db.selectFrom('site_recompute_jobs').select('site_id').where('state', '=', 'queued');
      if (siteObjectId) pick = pick.where('site_id', '=', siteObjectId);
      const next = await pick.orderBy('requested_at').orderBy('site_id').limit(1).executeTakeFirst();
      if (!next) return null;
      // The conditional UPDATE is the claim: of several instances, only one sees its row change.
      const taken = await this.db
        .updateTable('site_recompute_jobs')
        .set({ state: 'running', started_at: nowIso })
        .where('site_id', '=', next.site_id)
        .where('state', '=', 'queued')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return (await this.job(next.site_id)) ?? null;
    }
    return null;
  }

  async finish(siteObjectId: string, outcome: { state: 'done' | 'failed'; days: number | null; message: string | null }, nowIso: string) {
    await this.db
      .updateTable('site_recompute_jobs')
      .set({ ...outcome, finished_at: nowIso })
      .where('site_id', '=', siteObjectId)
      .where('state', '=', 'running')
      .execute();
  }

  /** Running jobs started before `startedBefore` belong to a crashed instance: queue them again. */
  async requeueStale(startedBefore: string): Promise<number> {
    const result = await this.db
      .updateTable('site_recompute_jobs')
      .set({ state: 'queued', started_at: null })
      .where('state', '=', 'running')
      .where('started_at', '<', startedBefore)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
