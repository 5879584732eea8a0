import type { SiteRepository } from '../sites/siteRepository';
import type { DeviceRepository } from '../telemetry/deviceRepository';
import type { ReadingStore } from '../telemetry/readingStore';
import { siteDetailRoutes } from './routes';
import { SiteHeaderService } from './siteHeaderService';
import { ThumbnailService } from './thumbnailService';

export interface SiteDetailModuleDeps {
  sites: SiteRepository;
  devices: DeviceRepository;
  readings: ReadingStore;
}

/** The site detail frame's header and the sites' graph thumbnails (the composition root calls this once). */
export function createSiteDetailModule(d: SiteDetailModuleDeps) {
  const headers = new SiteHeaderService(d.sites, d.devices, d.readings);
  const thumbnails = new ThumbnailService(d.sites, d.devices, d.readings);
  return { headers, thumbnails, routes: () => siteDetailRoutes(headers, thumbnails) };
}
