import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../jobs/scheduler';
import type { DerivedValueRepository } from '../dailyValues/derivedValueRepository';
import type { SiteRepository } from '../sites/siteRepository';
import type { DeviceRepository } from '../telemetry/deviceRepository';
import type { ReadingStore } from '../telemetry/readingStore';
import { thresholdRoutes } from './routes';
import { SiteInScope } from './siteInScope';
import { thresholdDetectionJob } from './thresholdDetectionJob';
import { ThresholdDetectionService } from './thresholdDetectionService';
import { ThresholdPageService } from './thresholdPageService';
import type { ThresholdRepository } from './thresholdRepository';

export interface ThresholdsModuleDeps {
  repository: ThresholdRepository;
  sites: SiteRepository;
  devices: DeviceRepository;
  readings: ReadingStore;
  derived: DerivedValueRepository;
}

/** The threshold page and threshold detection: services, routes and the daily detection job (the composition root calls this once). */
export function createThresholdsModule(d: ThresholdsModuleDeps) {
  /** A site by key for an action of the threshold page (the recompute routes use it too). */
  const access = new SiteInScope(d.sites);
  const detection = new ThresholdDetectionService(d.repository, d.sites, d.readings);
  const page = new ThresholdPageService(d.devices, d.derived, access);
  return {
    repository: d.repository,
    access,
    detection,
    page,
    routes: () => thresholdRoutes(detection, page),
    jobs: (log: FastifyBaseLogger): Job[] => [thresholdDetectionJob(detection, log)],
  };
}
