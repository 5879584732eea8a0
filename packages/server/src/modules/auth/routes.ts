import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints, ok } from '@tilth/domain';
import { route } from '../../http/route';
import type { AuthService } from './authService';

const tags = ['auth'];

export function authRoutes(auth: AuthService): FastifyPluginAsync {
  return async (app) => {
    route(app, authEndpoints.signin, {
      access: 'public',
      tags,
      summary: 'Sign in with username or e-mail; answers a session token',
      handler: async (request) => ok(await auth.signin(request.body, request.ip), 'User logged in successfully'),
    });
    route(app, authEndpoints.logout, {
      access: 'authenticated',
      tags,
      summary: 'Revoke the session token sent in Authorization',
      handler: async (request) => {
        await auth.logout(request.sessionToken!);
        return ok(null, 'User logged out successfully');
      },
    });
  };
}
