import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../jobs/scheduler';
import type { RecomputeService } from './recomputeService';

/**
 * The recompute queue's job: wakes often (RECOMPUTE_JOB_SECONDS) and runs the queued recomputes
 * ('all' ones mostly: 'future' runs inside its request). Each queued row is claimed by a
 * conditional UPDATE, so instances sharing the database never run the same one.
 */
export function recomputeQueueJob(recompute: RecomputeService, everyMs: number, log: FastifyBaseLogger): Job {
  return {
    name: 'site-recompute',
    everyMs,
    run: async (now) => {
      const ran = await recompute.runQueued(now);
      if (ran > 0) log.info({ job: 'site-recompute', ran }, 'site values recomputed');
    },
  };
}

/** Keeps today's derived values (and so the site's health level) a minute behind new readings. */
export function derivedFreshnessJob(recompute: RecomputeService, log: FastifyBaseLogger): Job {
  return {
    name: 'derived-values-freshness',
    everyMs: 60_000,
    run: async (now) => {
      const result = await recompute.refreshStale(now, undefined, log);
      if (result.refreshed > 0) log.info({ job: 'derived-values-freshness', ...result }, 'derived values refreshed');
    },
  };
}
