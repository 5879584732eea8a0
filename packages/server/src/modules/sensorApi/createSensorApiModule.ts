import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Job } from '../../jobs/scheduler';
import type { SiteRepository } from '../sites/siteRepository';
import type { DeviceRepository } from '../telemetry/deviceRepository';
import type { IngestionService } from '../telemetry/ingestionService';
import { IrrimaxClient } from './irrimaxClient';
import { sensorApiRoutes } from './routes';
import { loadSealKey, SecretSeal } from './secretSeal';
import type { SensorApiRepository } from './sensorApiRepository';
import { SensorApiService } from './sensorApiService';
import { SentekPoller, sentekPollJob } from './sentekPoller';

export interface SensorApiModuleDeps {
  config: Pick<Config, 'sentekApiUrl' | 'sentekPollMinutes'>;
  db: Kysely<Database>;
  sites: SiteRepository;
  sensorApi: SensorApiRepository;
  devices: DeviceRepository;
  ingestion: IngestionService;
}

/** A site's third-party sensor API credentials, sealed, and the Sentek poll that imports its readings (the composition root calls this once). */
export async function createSensorApiModule(d: SensorApiModuleDeps) {
  const seal = new SecretSeal(await loadSealKey(d.db));
  const service = new SensorApiService(d.sites, d.sensorApi, seal);
  const sentekPoller = new SentekPoller(d.sensorApi, d.devices, d.ingestion, seal, new IrrimaxClient(d.config.sentekApiUrl));
  return {
    service,
    sentekPoller,
    routes: () => sensorApiRoutes(service),
    jobs: (log: FastifyBaseLogger): Job[] => [sentekPollJob(sentekPoller, d.config.sentekPollMinutes * 60_000, log)],
  };
}
