import { setImmediate as nextTurn } from 'node:timers/promises';
import { THRESHOLD_PAGE_MESSAGES, type Action, type Actor, type RecomputeMode, type RecomputeStatus } from '@tilth/domain';
import { AppError } from '../../http/errors';
import { isoNow } from '../../lib/time';
import type { DailyValuesService } from './dailyValuesService';
import type { DerivedValueRepository, RecomputeJobRow } from './derivedValueRepository';

/**
 * A site by object id or site ID for an action: not found when the actor cannot read it, forbidden
 * when they read it but may not act (the thresholds module's SiteInScope, passed in).
 */
export interface SiteForAction {
  site(actor: Actor, key: string, action: Action): Promise<{ site: { id: string } }>;
}

/** A running job not finished after this long died with its instance: it is queued again. */
export const RECOMPUTE_STALE_MS = 10 * 60_000;
/**
 * The freshness job's slice per run, bounded like the detection job's: a run every minute of up to
 * 1,000 sites (about 5 ms each) keeps a 10,000-site fleet reporting every 15 minutes current.
 */
export const FRESHNESS_LIMITS = { maxSites: 1_000, maxMs: 5_000 } as const;

export function recomputeStatusOf(row: RecomputeJobRow | undefined): RecomputeStatus {
  if (!row) return { state: 'idle', mode: null, requestedAt: null, finishedAt: null, days: null, message: null };
  return {
    state: row.state,
    mode: row.mode,
    requestedAt: row.requested_at,
    finishedAt: row.finished_at,
    days: row.days,
    message: row.message,
  };
}

/**
 * Recompute future values / Recompute all values (spec 001 §2.9): one job per site at a time in
 * site_recompute_jobs. 'future' (today's row) is quick and runs inside the request; 'all' (the
 * site's whole history) is queued for the leased background job, which claims queued rows with a
 * conditional UPDATE so two instances never run the same one.
 */
export class RecomputeService {
  constructor(
    private readonly derived: DerivedValueRepository,
    private readonly daily: DailyValuesService,
    private readonly access: SiteForAction,
  ) {}

  /** GET /site/{id}/recompute. */
  async status(actor: Actor, key: string): Promise<RecomputeStatus> {
    const { site } = await this.access.site(actor, key, 'site:read');
    return recomputeStatusOf(await this.derived.job(site.id));
  }

  /** POST /site/{id}/recompute: queues the mode (409 while one is queued or running) and runs 'future' at once. */
  async request(actor: Actor, key: string, mode: RecomputeMode, now: Date = new Date()): Promise<RecomputeStatus> {
    const { site } = await this.access.site(actor, key, 'site:editThresholds');
    if (!(await this.derived.enqueue(site.id, mode, actor.userId, isoNow(now)))) {
      throw new AppError(409, 'Conflict', THRESHOLD_PAGE_MESSAGES.alreadyRunning);
    }
    if (mode === 'future') await this.runQueued(now, site.id);
    return recomputeStatusOf(await this.derived.job(site.id));
  }

  /**
   * Queues a 'future' recompute after a change of the bands (thresholds, template, crop type) and
   * runs it, unless a recompute of the site is already queued or running (it will see the change).
   */
  async afterChange(siteObjectId: string, actor: Actor, now: Date = new Date()): Promise<void> {
    if (await this.derived.enqueue(siteObjectId, 'future', actor.userId, isoNow(now))) await this.runQueued(now, siteObjectId);
  }

  /**
   * Queues the site's full recompute for the background job (a change of depths, sensors, planting
   * date or soil; the one-time migration), unless one is queued or running; answers where it stands.
   */
  /**
   * Queues the whole history of these sites for the background job, asked by nobody (the demo's
   * first start: its year of readings gets its daily values — the season's water account — while
   * the server already serves).
   */
  async queueHistory(siteObjectIds: readonly string[], now: Date = new Date()): Promise<void> {
    for (const id of siteObjectIds) await this.derived.enqueue(id, 'all', null, isoNow(now));
  }

  async queueAll(siteObjectId: string, userId: string, now: Date = new Date()): Promise<RecomputeStatus> {
    await this.derived.enqueue(siteObjectId, 'all', userId, isoNow(now));
    return recomputeStatusOf(await this.derived.job(siteObjectId));
  }

  /**
   * Runs queued jobs (one site's, or any) until none is left or `maxMs` has passed; jobs left
   * running by a crashed instance are queued again first. Answers how many it ran.
   */
  async runQueued(now: Date = new Date(), siteObjectId?: string, maxMs = 30_000): Promise<number> {
    const started = Date.now();
    await this.derived.requeueStale(new Date(now.getTime() - RECOMPUTE_STALE_MS).toISOString());
    let ran = 0;
    while (Date.now() - started < maxMs) {
      const job = await this.derived.claim(isoNow(), siteObjectId);
      if (!job) break;
      try {
        const days = await this.daily.recompute(job.site_id, job.mode, now);
        await this.derived.finish(job.site_id, { state: 'done', days: days ?? 0, message: null }, isoNow());
      } catch (err) {
        const message = (err instanceof Error ? err.message : String(err)).slice(0, 300);
        await this.derived.finish(job.site_id, { state: 'failed', days: null, message }, isoNow());
      }
      ran++;
      if (siteObjectId) break;
      await nextTurn();
    }
    return ran;
  }

  /** Keeps today's derived row fresh for sites whose probe reported since their last computation. */
  async refreshStale(
    now: Date,
    limits: { maxSites: number; maxMs: number } = FRESHNESS_LIMITS,
    log?: { error(o: object, m: string): void },
  ) {
    const started = Date.now();
    const stale = await this.derived.staleSites(limits.maxSites);
    let refreshed = 0;
    for (const siteObjectId of stale) {
      if (Date.now() - started >= limits.maxMs) break;
      try {
        await this.daily.recompute(siteObjectId, 'future', now);
        refreshed++;
      } catch (err) {
        log?.error({ err, siteObjectId }, 'derived values refresh failed');
      }
      await nextTurn();
    }
    return { stale: stale.length, refreshed };
  }
}
