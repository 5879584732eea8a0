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
      description:
        'An account with two-step sign-in answers 401 SecondFactorRequired (fields: code) to the password alone: send the same body again with code. ' +
        'A role that needs it and has none answers 403 SecondFactorSetupRequired: see POST /user/signin/two-factor/setup.',
      handler: async (request) => {
        const agent = request.headers['user-agent'];
        const client = { address: request.ip, userAgent: typeof agent === 'string' ? agent : null };
        return ok(await auth.signin(request.body, client), 'User logged in successfully');
      },
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
