import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signupBodySchema, signupParamsSchema } from '@tilth/domain';
import { alsoAtDataData } from '../invitations/routes';
import type { SignupService } from './signupService';

export function signupRoutes(signups: SignupService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/user/signup/:username', {
      config: { access: 'public' },
      schema: {
        tags: ['invitations'],
        summary: 'Sign up from an invitation (team when the account is INVITED, member otherwise); answers id and sessionToken',
        description:
          "Needs the invitation's id and key from the link. A taken username answers 500 'UserId already exists, kindly enter a new userId!' and a taken e-mail 500 'Email already exists, kindly enter different email!' (spec 000 §5).",
        params: signupParamsSchema,
        body: signupBodySchema,
      },
      handler: async (request) =>
        ok(alsoAtDataData(await signups.signup(request.params.username, request.body)), 'User signed up successfully'),
    });
  };
}
