import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import type { ThresholdDetectionService } from './thresholdDetectionService';

export function thresholdRoutes(detection: ThresholdDetectionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/site/:id/thresholds/detect', {
      config: { access: 'site:recompute' },
      schema: {
        tags: ['sites'],
        summary:
          "Detect a site's field capacity and refill points from its last year of readings now (the daily job does it for every site)",
        params: z.object({ id: z.string().min(1).max(32) }),
      },
      handler: async (request) => ok(await detection.recompute(requireActor(request), request.params.id), 'Thresholds detected'),
    });
  };
}
