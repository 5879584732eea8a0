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
      description:
        'Changing the username, e-mail or password needs currentPassword: missing answers 400, wrong 403, and wrong guesses ' +
        'count with the sign-in throttle (429 with Retry-After). A password change signs out every other session of the user.',
      handler: async (request) => {
        const tokenHash = request.sessionToken ? hashToken(request.sessionToken) : null;
        const profile = await profiles.update(requireActor(request), request.params.id, request.body, { tokenHash, address: request.ip });
        return ok(profile, 'User updated successfully');
      },
    });
  };
}
