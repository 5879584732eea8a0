import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ReadingStore } from '../telemetry/readingStore';
import type { WeatherService } from '../weather/weatherService';
import { FarmOverviewService } from './farmOverviewService';
import { siteRoutes } from './routes';
import { SiteVisibility } from './siteAccess';
import { SiteListService, type ListedFarms } from './siteListService';
import type { SiteRepository } from './siteRepository';
import { SiteSummaryService } from './siteSummaryService';
import { TemplateBands } from './templateBands';

export interface SitesModuleDeps {
  db: Kysely<Database>;
  sites: SiteRepository;
  readings: ReadingStore;
  /** The listed farms with their business's path (the farms module's repository). */
  farms: ListedFarms;
  weather: WeatherService;
  /** Open sensor faults per site, short titles (fleet health): the card and its pin say them. */
  faultsBySite?: (siteIds: string[]) => Promise<Map<string, string[]>>;
}

/** Site records seen by others (visibility, summaries, a farm's overview) and the farm sites page (the composition root calls this once). */
export function createSitesModule(d: SitesModuleDeps) {
  const visibility = new SiteVisibility(d.sites);
  const summaries = new SiteSummaryService(d.readings, new TemplateBands(d.db));
  const farmOverviews = new FarmOverviewService(d.sites, summaries, d.weather);
  const lists = new SiteListService(d.farms, d.sites, summaries, d.readings, d.faultsBySite);
  return { visibility, summaries, farmOverviews, lists, routes: () => siteRoutes(lists) };
}
