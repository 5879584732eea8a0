import type { Job } from '../../jobs/scheduler';
import type { Mailer } from '../mail/mailer';
import type { SiteRepository } from '../sites/siteRepository';
import type { DeviceRepository } from '../telemetry/deviceRepository';
import type { ReadingStore } from '../telemetry/readingStore';
import { ConnectionService } from './connectionService';
import type { DisconnectionRepository } from './disconnectionRepository';
import { DisconnectionService } from './disconnectionService';
import { connectivityRoutes } from './routes';

export interface ConnectivityModuleDeps {
  sites: SiteRepository;
  devices: DeviceRepository;
  readings: ReadingStore;
  disconnections: DisconnectionRepository;
  mailer: Mailer;
  disconnectAfterMinutes: number;
  publicUrl: string;
}

/** A site's connection state, its outages and the disconnection alerts (the composition root calls this once). */
export function createConnectivityModule(d: ConnectivityModuleDeps) {
  const connections = new ConnectionService(d.sites, d.devices, d.readings, d.disconnections);
  const disconnections = new DisconnectionService(d.disconnections, d.mailer, d.disconnectAfterMinutes, d.publicUrl);
  return {
    connections,
    disconnections,
    routes: () => connectivityRoutes(connections),
    jobs: (): Job[] => [{ name: 'disconnection-alerts', everyMs: 5 * 60_000, run: async (now) => void (await disconnections.check(now)) }],
  };
}
