import type { Kysely } from 'kysely';
import { faultTitle } from '@tilth/domain';
import type { Database } from '../../db/schema';
import type { Viewpoints } from '../organisations/viewpoint';
import type { ReadingColumns } from '../telemetry/dayChunk';
import { FleetHealth } from './fleetHealth';
import { FleetRepository } from './fleetRepository';
import { FleetService, type SiteHistory } from './fleetService';
import { HealthRepository } from './healthRepository';
import { fleetRoutes } from './routes';

export interface FleetModuleDeps {
  db: Kysely<Database>;
  viewpoints: Viewpoints;
  /** A device's readings between two epoch seconds (the telemetry module's day chunks). */
  readRange: (deviceNum: number, depthCount: number, from: number, to: number) => Promise<ReadingColumns>;
  /** Days of the irrigations logged on a site from a day on (the planner's log). */
  loggedIrrigations: (siteId: string, fromDay: string) => Promise<string[]>;
  /** The site's outages and changelog, for the side panel. */
  history: SiteHistory;
  clock?: () => number;
}

/** Fleet health's services, job and routes (the composition root calls this once). */
export function createFleetModule(d: FleetModuleDeps) {
  const repository = new FleetRepository(d.db);
  const health = new FleetHealth({ health: new HealthRepository(d.db), readRange: d.readRange, loggedIrrigations: d.loggedIrrigations });
  const service = new FleetService(repository, d.viewpoints, d.history, d.clock);
  return {
    repository,
    service,
    /** Kept per device: at ingestion (reported) and by the freshness job (refresh). */
    health,
    /** Open faults per farm, for the farm cards. */
    faultsByFarm: (farmIds: readonly string[]) => repository.openFaultsByFarm(farmIds),
    /** Open faults per site (short titles), for the site cards and pins, and the alert evaluation. */
    faultsBySite: async (siteIds?: readonly string[]) => {
      const bySite = new Map<string, string[]>();
      for (const f of await repository.openFaultsBySite(siteIds)) {
        const titles = bySite.get(f.site_id) ?? [];
        titles.push(
          faultTitle({
            kind: f.kind,
            channel: f.channel === 'temperature' ? 'temperature' : 'moisture',
            depthIn: Number(f.depth_in),
          }),
        );
        bySite.set(f.site_id, titles);
      }
      return bySite;
    },
    routes: () => fleetRoutes(service),
  };
}
