import type { FastifyPluginAsync } from 'fastify';
import { ok, profileEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import { hashToken } from '../auth/sessionRepository';
import type { ProfileService } from './profileService';
import type { ProfileUpdateService } from './profileUpdateService';

/** A user's profile (spec 000 §3) and editing your own (spec 000 §2.8). */
export function profileRoutes(profiles: ProfileService, updates: ProfileUpdateService): FastifyPluginAsync {
  return async (app) => {
    route(app, profileEndpoints.read, {
      access: 'profile:read',
      tags: ['users'],
      summary: 'A user profile (spec 000 §3)',
      handler: async (request) => ok(await profiles.getProfile(requireActor(request), request.params.id), 'User profile'),
    });
    route(app, profileEndpoints.update, {
      access: 'profile:update',
      tags: ['users'],
      summary: 'Edit your own profile: name, phone, username, password, e-mail, profileImage by fileId',
      description:
        'Changing the username, e-mail or password needs currentPassword: missing answers 400, wrong 403, and wrong guesses ' +
        'count with the sign-in throttle (429 with Retry-After). A password change signs out every other session of the user. ' +
        'A new e-mail takes effect once confirmed: a link goes to the new address and a notice to the old one; until then the answer shows the old e-mail.',
      handler: async (request) => {
        const tokenHash = request.sessionToken ? hashToken(request.sessionToken) : null;
        const { profile, emailPending } = await updates.update(requireActor(request), request.params.id, request.body, {
          tokenHash,
          address: request.ip,
        });
        const message = emailPending
          ? `We sent a link to ${emailPending}. Your e-mail changes when you open it; until then you keep signing in with the old one.`
          : 'User updated successfully';
        return ok(profile, message);
      },
    });
  };
}
