import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../jobs/scheduler';
import type { ThresholdDetectionService } from './thresholdDetectionService';

/**
 * Every site is re-detected daily. The job wakes hourly and takes a bounded slice of the due sites
 * (oldest run first), so a large fleet is covered across the day and no run holds the server
 * for more than a few seconds of CPU.
 */
export const THRESHOLD_JOB_LIMITS = { maxSites: 25, maxMs: 10_000 } as const;

export function thresholdDetectionJob(detection: ThresholdDetectionService, log: FastifyBaseLogger): Job {
  return {
    name: 'threshold-detection',
    everyMs: 60 * 60_000,
    run: async (now) => {
      const result = await detection.runDue(now, THRESHOLD_JOB_LIMITS, log);
      if (result.detected > 0 || result.failed > 0) log.info({ job: 'threshold-detection', ...result }, 'thresholds detected');
    },
  };
}
