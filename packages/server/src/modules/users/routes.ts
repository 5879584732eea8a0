import type { FastifyPluginAsync } from 'fastify';
import { ok, profileEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { UserService } from './userService';

export function userRoutes(users: UserService): FastifyPluginAsync {
  return async (app) => {
    route(app, profileEndpoints.read, {
      access: 'profile:read',
      tags: ['users'],
      summary: 'A user profile (spec 000 §3)',
      handler: async (request) => ok(await users.getProfile(requireActor(request), request.params.id), 'User profile'),
    });
  };
}
