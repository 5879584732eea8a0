import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, userIdParamsSchema } from '@tilth/domain';
import { requireActor } from '../../http/access';
import type { UserService } from './userService';

export function userRoutes(users: UserService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/user/:id', {
      config: { access: 'profile:read' },
      schema: { tags: ['users'], summary: 'A user profile (spec 000 §3)', params: userIdParamsSchema },
      handler: async (request) => ok(await users.getProfile(requireActor(request), request.params.id), 'User profile'),
    });
  };
}
