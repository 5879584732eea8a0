import type { FastifyPluginAsync } from 'fastify';
import { manualReadingEndpoints, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { ManualReadingService } from './manualReadingService';

const tags = ['manual readings'];

export function manualReadingRoutes(readings: ManualReadingService): FastifyPluginAsync {
  return async (app) => {
    route(app, manualReadingEndpoints.list, {
      access: 'site:read',
      tags,
      summary: 'A site’s hand-probe and rain-gauge readings taken from `from` to `to` (ISO 8601 or epoch; both optional), newest first',
      description: 'Values in canonical units: moisture in % volumetric water content at depthCm (cm), rain in mm.',
      handler: async (request) => ok(await readings.list(requireActor(request), request.params.siteId, request.query), 'Manual readings'),
    });

    route(app, manualReadingEndpoints.create, {
      access: 'site:read',
      tags,
      summary: 'Record a reading taken by hand: anyone who may add notes on the site may',
      description:
        "Body {kind: 'moisture' | 'rain', takenAt (ISO 8601, 2000–2099), value (moisture 0–100 %, rain 0–1000 mm), depthCm " +
        '(moisture only, required there), note? (≤ 500 characters), clientId? (a UUID the app makes)}. A resend with the same ' +
        'clientId by the same user for the same site stores nothing new and answers the reading stored the first time; the same ' +
        'clientId on another site or from another user is a 409.',
      handler: async (request) => ok(await readings.create(requireActor(request), request.params.siteId, request.body), 'Reading saved'),
    });

    route(app, manualReadingEndpoints.remove, {
      access: 'site:read',
      tags,
      summary: 'Delete a manual reading: anyone who may add them on the site may',
      handler: async (request) =>
        ok(await readings.remove(requireActor(request), request.params.siteId, request.params.readingId), 'Reading deleted'),
    });
  };
}
