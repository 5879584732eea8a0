import type { FastifyPluginAsync } from 'fastify';
import { ok, thresholdEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { ThresholdDetectionService } from './thresholdDetectionService';

export function thresholdRoutes(detection: ThresholdDetectionService): FastifyPluginAsync {
  return async (app) => {
    route(app, thresholdEndpoints.detect, {
      access: 'site:recompute',
      tags: ['sites'],
      summary: "Detect a site's field capacity and refill points from its last year of readings now (the daily job does it for every site)",
      handler: async (request) => ok(await detection.recompute(requireActor(request), request.params.id), 'Thresholds detected'),
    });
  };
}
