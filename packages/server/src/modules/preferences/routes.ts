import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, preferenceUpdateSchema } from '@tilth/domain';
import { requireActor } from '../../http/access';
import type { PreferenceService } from './preferenceService';

export function preferenceRoutes(preferences: PreferenceService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/user/details', {
      config: { access: 'preferences:read' },
      schema: { tags: ['preferences'], summary: "The signed-in user's preferences, defaults filled in" },
      handler: async (request) => ok({ preference: await preferences.get(requireActor(request)) }, 'User preferences'),
    });
    app.put('/user/details', {
      config: { access: 'preferences:update' },
      schema: { tags: ['preferences'], summary: 'Change some preferences; nested objects merge', body: preferenceUpdateSchema },
      handler: async (request) => ok({ preference: await preferences.update(requireActor(request), request.body) }, 'Preferences updated'),
    });
  };
}
