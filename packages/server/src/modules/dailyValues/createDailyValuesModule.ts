import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../jobs/scheduler';
import type { ReadingStore } from '../telemetry/readingStore';
import { DailyValuesService, type DailyValueSites, type TemplateRowsLookup } from './dailyValuesService';
import type { DerivedValueRepository } from './derivedValueRepository';
import { derivedFreshnessJob, recomputeQueueJob, type FreshnessPass } from './recomputeJobs';
import { RecomputeService, type SiteForAction } from './recomputeService';
import { dailyValuesRoutes } from './routes';

export interface DailyValuesModuleDeps {
  derived: DerivedValueRepository;
  /** The site and devices a day's values come from (the thresholds module's repository). */
  sites: DailyValueSites;
  readings: ReadingStore;
  /** An applied template's rows (the templates module's repository). */
  templateRows: TemplateRowsLookup;
  /** The site by key for an action (the thresholds module's SiteInScope). */
  access: SiteForAction;
  /** How often the recompute queue's job runs (RECOMPUTE_JOB_SECONDS). */
  recomputeEveryMs: number;
  /** Each device's health, refreshed in the freshness job after the derived values (fleet health). */
  devices?: FreshnessPass;
}

/** Derived daily values and their recompute: services, routes and the two jobs (the composition root calls this once). */
export function createDailyValuesModule(d: DailyValuesModuleDeps) {
  const dailyValues = new DailyValuesService(d.sites, d.derived, d.readings, d.templateRows);
  const recompute = new RecomputeService(d.derived, dailyValues, d.access);
  return {
    derived: d.derived,
    dailyValues,
    recompute,
    routes: () => dailyValuesRoutes(recompute),
    /** The recompute queue, then today's values kept fresh (and the devices' health after them). */
    jobs: (log: FastifyBaseLogger): Job[] => [
      recomputeQueueJob(recompute, d.recomputeEveryMs, log),
      derivedFreshnessJob(recompute, log, d.devices),
    ],
  };
}
