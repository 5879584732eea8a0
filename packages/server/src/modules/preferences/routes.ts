import type { FastifyPluginAsync } from 'fastify';
import { ok, preferenceEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { PreferenceService } from './preferenceService';

const tags = ['preferences'];

export function preferenceRoutes(preferences: PreferenceService): FastifyPluginAsync {
  return async (app) => {
    route(app, preferenceEndpoints.read, {
      access: 'preferences:read',
      tags,
      summary: "The signed-in user's preferences, defaults filled in",
      handler: async (request) => ok({ preference: await preferences.get(requireActor(request)) }, 'User preferences'),
    });
    route(app, preferenceEndpoints.update, {
      access: 'preferences:update',
      tags,
      summary: 'Change some preferences; nested objects merge',
      handler: async (request) => ok({ preference: await preferences.update(requireActor(request), request.body) }, 'Preferences updated'),
    });
    route(app, preferenceEndpoints.visitFarm, {
      access: 'preferences:update',
      tags,
      summary: 'Record a visit to a farm: it moves to the front of lastVisitedFarms',
      handler: async (request) =>
        ok({ preference: await preferences.recordFarmVisit(requireActor(request), request.body.farmId) }, 'Farm visit recorded'),
    });
  };
}
