import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '@tilth/domain';
import { FORGOT_PASSWORD_ANSWER, PASSWORD_CHANGED, securityEndpoints } from '@tilth/domain/auth/security';
import { route } from '../../http/route';
import type { AuthService } from './authService';
import type { PasswordResetService } from './passwordResetService';

const tags = ['auth'];

const userAgentOf = (request: FastifyRequest) => {
  const agent = request.headers['user-agent'];
  return typeof agent === 'string' ? agent : null;
};

/** Issue 36 on the sign-in page: forgotten passwords, and setting up two-step sign-in before signing in. */
export function signinHelpRoutes(auth: AuthService, resets: PasswordResetService): FastifyPluginAsync {
  return async (app) => {
    route(app, securityEndpoints.forgotPassword, {
      access: 'public',
      tags,
      summary: 'Mail a link to set a new password; answers the same whether or not the account exists',
      description:
        'login is a username or an e-mail. Throttled per account (or what was typed) and per address (429 with Retry-After). ' +
        'The link works once, within PASSWORD_RESET_TTL_MINUTES (60), and a newer link ends older ones.',
      handler: async (request) => {
        await resets.request(request.body.login, request.ip);
        return ok(null, FORGOT_PASSWORD_ANSWER);
      },
    });
    route(app, securityEndpoints.resetLink, {
      access: 'public',
      tags,
      summary: 'Whether a password link still works (400 naming key when not)',
      handler: async (request) => ok(await resets.check(request.params.id, request.query.key, request.ip), 'The link works'),
    });
    route(app, securityEndpoints.resetPassword, {
      access: 'public',
      tags,
      summary: 'Set a new password with a mailed link; signs every session out and mails a notice',
      handler: async (request) => {
        await resets.reset(request.body.id, request.body.key, request.body.password, request.ip);
        return ok(null, PASSWORD_CHANGED);
      },
    });
    route(app, securityEndpoints.signinTwoFactorSetup, {
      access: 'public',
      tags,
      summary: 'A role that needs two-step sign-in and has none: a new authenticator secret, with the password',
      description: 'Then POST /user/signin with the same body and code (the app’s first code) signs in and answers recoveryCodes once.',
      handler: async (request) =>
        ok(await auth.signinSetup(request.body, { address: request.ip, userAgent: userAgentOf(request) }), 'Scan the code with your app'),
    });
  };
}
