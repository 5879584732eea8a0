import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signinBodySchema } from '@tilth/domain';
import type { AuthService } from './authService';

export function authRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/user/signin', {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username or e-mail; answers a session token',
        body: signinBodySchema,
      },
      handler: async (request) => ok(await auth.signin(request.body, request.ip), 'User logged in successfully'),
    });
    app.post('/user/logout', {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], summary: 'Revoke the session token sent in Authorization' },
      handler: async (request) => {
        await auth.logout(request.sessionToken!);
        return ok(null, 'User logged out successfully');
      },
    });
  };
}
