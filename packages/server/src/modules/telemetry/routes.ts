import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ingestBatchSchema, ok } from '@tilth/domain';
import type { IngestionService } from './ingestionService';
import type { StationKeyService } from './stationKeyService';

export function telemetryRoutes(ingestion: IngestionService, keys: StationKeyService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/ingest/v1/readings', {
      config: { access: 'station' },
      // Batches of a day of 15-minute readings for many devices are large; allow 16 MiB here only.
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags: ['telemetry'],
        summary: 'A base station reports readings; idempotent on (device, timestamp)',
        body: ingestBatchSchema,
      },
      handler: async (request) => {
        const result = await ingestion.ingest(request.stationId!, request.body);
        const message = `Stored ${result.stored} new reading(s); ${result.duplicates} already stored; ${result.rejected.length} refused.`;
        return ok(result, message);
      },
    });

    app.post('/base-stations/:id/key', {
      config: { access: 'station:manage' },
      schema: {
        tags: ['telemetry'],
        summary: "Create or rotate a base station's ingestion key (shown once)",
        params: z.object({ id: z.string().min(1).max(32) }),
      },
      handler: async (request) => ok(await keys.rotate(request.params.id), 'Base station key created'),
    });
  };
}
