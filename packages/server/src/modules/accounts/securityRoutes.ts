import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '@tilth/domain';
import { FORGOT_PASSWORD_ANSWER, PASSWORD_CHANGED, securityEndpoints } from '@tilth/domain/auth/security';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { AuthService } from '../auth/authService';
import type { PasswordResetService } from '../auth/passwordResetService';
import { hashToken } from '../auth/sessionRepository';
import type { AccountSecurityService } from './accountSecurityService';
import type { EmailChangeService } from './emailChangeService';

const tags = ['auth'];

const securityRequest = (request: FastifyRequest) => ({
  tokenHash: request.sessionToken ? hashToken(request.sessionToken) : null,
  address: request.ip,
});
const userAgentOf = (request: FastifyRequest) => {
  const agent = request.headers['user-agent'];
  return typeof agent === 'string' ? agent : null;
};

/** Issue 36: forgotten passwords, confirmed e-mail changes, two-step sign-in and the user's sessions. */
export function securityRoutes(
  auth: AuthService,
  resets: PasswordResetService,
  emailChanges: EmailChangeService,
  security: AccountSecurityService,
): FastifyPluginAsync {
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
    route(app, securityEndpoints.confirmEmail, {
      access: 'public',
      tags,
      summary: 'Confirm a new e-mail address with the link mailed to it',
      handler: async (request) => {
        const { email } = await emailChanges.confirm(request.body.id, request.body.key);
        return ok({ email }, `Your e-mail is now ${email}.`);
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
    route(app, securityEndpoints.read, {
      access: 'authenticated',
      tags,
      summary: 'Your two-step sign-in and a waiting e-mail change (never the secret)',
      handler: async (request) => ok(await security.read(requireActor(request)), 'Account security'),
    });
    route(app, securityEndpoints.twoFactorSetup, {
      access: 'authenticated',
      tags,
      summary: 'Start setting up two-step sign-in: a new secret for your app (shown this once)',
      handler: async (request) => ok(await security.beginSetup(requireActor(request)), 'Scan the code with your app'),
    });
    route(app, securityEndpoints.twoFactorEnable, {
      access: 'authenticated',
      tags,
      summary: 'Turn two-step sign-in on with the app’s first code and your password; answers ten recovery codes once',
      handler: async (request) =>
        ok(
          { recoveryCodes: await security.enable(requireActor(request), request.body, securityRequest(request)) },
          'Two-step sign-in is on',
        ),
    });
    route(app, securityEndpoints.twoFactorDisable, {
      access: 'authenticated',
      tags,
      summary: 'Turn two-step sign-in off with your password and a code',
      handler: async (request) => {
        await security.disable(requireActor(request), request.body, securityRequest(request));
        return ok(null, 'Two-step sign-in is off');
      },
    });
    route(app, securityEndpoints.recoveryCodes, {
      access: 'authenticated',
      tags,
      summary: 'Ten new recovery codes (the old ones stop working), with your password and a code',
      handler: async (request) =>
        ok(
          { recoveryCodes: await security.newRecoveryCodes(requireActor(request), request.body, securityRequest(request)) },
          'New recovery codes',
        ),
    });
    route(app, securityEndpoints.sessions, {
      access: 'authenticated',
      tags,
      summary: 'Your signed-in sessions: device, address, last used',
      handler: async (request) =>
        ok({ sessions: await auth.listSessions(requireActor(request).userId, securityRequest(request).tokenHash) }, 'Sessions'),
    });
    route(app, securityEndpoints.signOutSession, {
      access: 'authenticated',
      tags,
      summary: 'Sign out one of your sessions',
      handler: async (request) => {
        await auth.signOutSession(requireActor(request).userId, request.params.id);
        return ok(null, 'Signed out');
      },
    });
    route(app, securityEndpoints.signOutOthers, {
      access: 'authenticated',
      tags,
      summary: 'Sign out every session but this one',
      handler: async (request) => {
        const signedOut = await auth.signOutOthers(requireActor(request).userId, securityRequest(request).tokenHash);
        return ok({ signedOut }, signedOut === 1 ? 'Signed out 1 other session' : `Signed out ${signedOut} other sessions`);
      },
    });
    route(app, securityEndpoints.accountSettings, {
      access: 'account:securitySettings',
      tags: ['accounts'],
      summary: 'Whether a distributor’s or dealer’s admins must use two-step sign-in',
      handler: async (request) => ok(await security.accountSettings(requireActor(request), request.params.id), 'Security settings'),
    });
    route(app, securityEndpoints.saveAccountSettings, {
      access: 'account:securitySettings',
      tags: ['accounts'],
      summary: 'Require two-step sign-in of a distributor’s or dealer’s admins',
      description: 'Admins without it set it up at their next sign-in; their sessions opened without it end.',
      handler: async (request) =>
        ok(await security.saveAccountSettings(requireActor(request), request.params.id, request.body), 'Security settings saved'),
    });
  };
}
