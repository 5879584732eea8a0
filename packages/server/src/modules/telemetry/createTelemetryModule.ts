import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Job } from '../../jobs/scheduler';
import type { DeviceRepository } from './deviceRepository';
import { IngestionService, type IngestionListener } from './ingestionService';
import type { ReadingStore } from './readingStore';
import { telemetryRoutes } from './routes';
import { StationAuthenticator } from './stationAuthenticator';
import { StationKeyService } from './stationKeyService';
import type { StationRepository } from './stationRepository';
import { storageJobs } from './storageJobs';

export interface TelemetryModuleDeps {
  /** For the storage jobs (v1 chunks compacted to v2, PostgreSQL month partitions ahead). */
  database: Db;
  devices: DeviceRepository;
  stations: StationRepository;
  readings: ReadingStore;
  /** Told of each accepted batch's devices (fleet health keeps their battery and signal). */
  listener?: IngestionListener;
}

/** Base stations, their keys and the ingestion of their batches (the composition root calls this once). */
export function createTelemetryModule(d: TelemetryModuleDeps) {
  const ingestion = new IngestionService(d.devices, d.stations, d.readings, d.listener);
  const stationKeys = new StationKeyService(d.stations);
  return {
    ingestion,
    stationKeys,
    /** Authenticates a base station's requests (the authentication hook). */
    stations: new StationAuthenticator(d.stations),
    routes: () => telemetryRoutes(ingestion, stationKeys),
    jobs: (log: FastifyBaseLogger): Job[] => storageJobs(d.database, log),
  };
}
