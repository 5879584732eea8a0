import type { FastifyPluginAsync } from 'fastify';
import { ok, profileEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import { hashToken } from '../auth/sessionRepository';
import type { ProfileUpdateService } from './profileUpdateService';

export function accountRoutes(profiles: ProfileUpdateService): FastifyPluginAsync {
  return async (app) => {
    route(app, profileEndpoints.update, {
      access: 'profile:update',
      tags: ['users'],
      summary: 'Edit your own profile: name, phone, username, password, e-mail, profileImage by fileId',
      description: 'A password change signs out every other session of the user.',
      handler: async (request) => {
        const token = request.sessionToken ? hashToken(request.sessionToken) : null;
        return ok(await profiles.update(requireActor(request), request.params.id, request.body, token), 'User updated successfully');
      },
    });
  };
}
