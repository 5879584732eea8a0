import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, profileUpdateSchema, userIdParamsSchema } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { hashToken } from '../auth/sessionRepository';
import type { ProfileUpdateService } from './profileUpdateService';

export function accountRoutes(profiles: ProfileUpdateService): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch('/user/:id', {
      config: { access: 'profile:update' },
      schema: {
        tags: ['users'],
        summary: 'Edit your own profile: name, phone, username, password, e-mail, profileImage by fileId',
        description: 'A password change signs out every other session of the user.',
        params: userIdParamsSchema,
        body: profileUpdateSchema,
      },
      handler: async (request) => {
        const token = request.sessionToken ? hashToken(request.sessionToken) : null;
        return ok(await profiles.update(requireActor(request), request.params.id, request.body, token), 'User updated successfully');
      },
    });
  };
}
