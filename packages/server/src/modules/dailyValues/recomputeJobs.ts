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

/** Another per-device freshness pass run in the same job (fleet health, issue 30, passed in by the composition). */
export interface FreshnessPass {
  refresh(now: Date, limits?: undefined, log?: FastifyBaseLogger): Promise<{ due: number; checked: number }>;
}

/**
 * Keeps today's derived values (and so the site's health level) a minute behind new readings, and
 * then each device's health (the fleet screen) when given.
 */
export function derivedFreshnessJob(recompute: RecomputeService, log: FastifyBaseLogger, devices?: FreshnessPass): Job {
  return {
    name: 'derived-values-freshness',
    everyMs: 60_000,
    run: async (now) => {
      const result = await recompute.refreshStale(now, undefined, log);
      if (result.refreshed > 0) log.info({ job: 'derived-values-freshness', ...result }, 'derived values refreshed');
      if (devices) {
        const health = await devices.refresh(now, undefined, log);
        if (health.checked > 0) log.debug({ job: 'derived-values-freshness', ...health }, 'device health checked');
      }
    },
  };
}
