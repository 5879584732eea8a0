import type { FastifyPluginAsync } from 'fastify';
import { ok, signupEndpoints } from '@tilth/domain';
import { route } from '../../http/route';
import { alsoAtDataData } from '../invitations/routes';
import type { SignupService } from './signupService';

export function signupRoutes(signups: SignupService): FastifyPluginAsync {
  return async (app) => {
    route(app, signupEndpoints.signup, {
      access: 'public',
      tags: ['invitations'],
      summary: 'Sign up from an invitation (team when the account is INVITED, member otherwise); answers id and sessionToken',
      description:
        "Needs the invitation's id and key from the link. A taken username answers 500 'UserId already exists, kindly enter a new userId!' and a taken e-mail 500 'Email already exists, kindly enter different email!' (spec 000 §5).",
      handler: async (request) =>
        ok(alsoAtDataData(await signups.signup(request.params.username, request.body)), 'User signed up successfully'),
    });
  };
}
