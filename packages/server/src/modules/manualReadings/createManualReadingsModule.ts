import type { ManualReadingRepository } from './manualReadingRepository';
import { ManualReadingService } from './manualReadingService';
import { manualReadingRoutes } from './routes';
import type { SiteRepository } from '../sites/siteRepository';

export interface ManualReadingsModuleDeps {
  sites: SiteRepository;
  readings: ManualReadingRepository;
}

/** A grower's hand-probe and rain-gauge readings (issue 37); the composition root calls this once. */
export function createManualReadingsModule(d: ManualReadingsModuleDeps) {
  const service = new ManualReadingService(d.sites, d.readings);
  return { service, repository: d.readings, routes: () => manualReadingRoutes(service) };
}
