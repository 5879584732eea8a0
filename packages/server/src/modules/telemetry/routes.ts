import type { FastifyPluginAsync } from 'fastify';
import { ok, telemetryEndpoints } from '@tilth/domain';
import { route } from '../../http/route';
import type { IngestionService } from './ingestionService';
import type { StationKeyService } from './stationKeyService';

export function telemetryRoutes(ingestion: IngestionService, keys: StationKeyService): FastifyPluginAsync {
  return async (app) => {
    route(app, telemetryEndpoints.ingest, {
      access: 'station',
      // Batches of a day of 15-minute readings for many devices are large; allow 16 MiB here only.
      bodyLimit: 16 * 1024 * 1024,
      tags: ['telemetry'],
      summary: 'A base station reports readings; idempotent on (device, timestamp)',
      handler: async (request) => {
        const result = await ingestion.ingest(request.stationId!, request.body);
        const message = `Stored ${result.stored} new reading(s); ${result.duplicates} already stored; ${result.rejected.length} refused.`;
        return ok(result, message);
      },
    });

    route(app, telemetryEndpoints.rotateStationKey, {
      access: 'station:manage',
      tags: ['telemetry'],
      summary: "Create or rotate a base station's ingestion key (shown once)",
      handler: async (request) => ok(await keys.rotate(request.params.id), 'Base station key created'),
    });
  };
}
