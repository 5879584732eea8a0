import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok, plural } from '@tilth/domain';
import { accountSecurityEndpoints } from '@tilth/domain/profile/accountSecurity';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { AuthService } from '../auth/authService';
import { hashToken } from '../auth/sessionRepository';
import type { AccountSecurityService } from './accountSecurityService';
import type { EmailChangeService } from './emailChangeService';

const tags = ['auth'];

const securityRequest = (request: FastifyRequest) => ({
  tokenHash: request.sessionToken ? hashToken(request.sessionToken) : null,
  address: request.ip,
});

/** Issue 36 on Edit Profile: confirmed e-mail changes, two-step sign-in and the user's sessions. */
export function securityRoutes(auth: AuthService, emailChanges: EmailChangeService, security: AccountSecurityService): FastifyPluginAsync {
  return async (app) => {
    route(app, accountSecurityEndpoints.confirmEmail, {
      access: 'public',
      tags,
      summary: 'Confirm a new e-mail address with the link mailed to it',
      handler: async (request) => {
        const { email } = await emailChanges.confirm(request.body.id, request.body.key);
        return ok({ email }, `Your e-mail is now ${email}.`);
      },
    });
    route(app, accountSecurityEndpoints.read, {
      access: 'authenticated',
      keys: false,
      tags,
      summary: 'Your two-step sign-in and a waiting e-mail change (never the secret)',
      handler: async (request) => ok(await security.read(requireActor(request)), 'Account security'),
    });
    route(app, accountSecurityEndpoints.twoFactorSetup, {
      access: 'authenticated',
      keys: false,
      tags,
      summary: 'Start setting up two-step sign-in: a new secret for your app (shown this once)',
      handler: async (request) => ok(await security.beginSetup(requireActor(request)), 'Scan the code with your app'),
    });
    route(app, accountSecurityEndpoints.twoFactorEnable, {
      access: 'authenticated',
      keys: false,
      tags,
      summary: 'Turn two-step sign-in on with the app’s first code and your password; answers ten recovery codes once',
      handler: async (request) =>
        ok(
          { recoveryCodes: await security.enable(requireActor(request), request.body, securityRequest(request)) },
          'Two-step sign-in is on',
        ),
    });
    route(app, accountSecurityEndpoints.twoFactorDisable, {
      access: 'authenticated',
      keys: false,
      tags,
      summary: 'Turn two-step sign-in off with your password and a code',
      handler: async (request) => {
        await security.disable(requireActor(request), request.body, securityRequest(request));
        return ok(null, 'Two-step sign-in is off');
      },
    });
    route(app, accountSecurityEndpoints.recoveryCodes, {
      access: 'authenticated',
      keys: false,
      tags,
      summary: 'Ten new recovery codes (the old ones stop working), with your password and a code',
      handler: async (request) =>
        ok(
          { recoveryCodes: await security.newRecoveryCodes(requireActor(request), request.body, securityRequest(request)) },
          'New recovery codes',
        ),
    });
    route(app, accountSecurityEndpoints.sessions, {
      access: 'authenticated',
      keys: false,
      tags,
      summary: 'Your signed-in sessions: device, address, last used',
      handler: async (request) =>
        ok({ sessions: await auth.listSessions(requireActor(request).userId, securityRequest(request).tokenHash) }, 'Sessions'),
    });
    route(app, accountSecurityEndpoints.signOutSession, {
      access: 'authenticated',
      keys: false,
      tags,
      summary: 'Sign out one of your sessions',
      handler: async (request) => {
        await auth.signOutSession(requireActor(request).userId, request.params.id);
        return ok(null, 'Signed out');
      },
    });
    route(app, accountSecurityEndpoints.signOutOthers, {
      access: 'authenticated',
      keys: false,
      tags,
      summary: 'Sign out every session but this one',
      handler: async (request) => {
        const signedOut = await auth.signOutOthers(requireActor(request).userId, securityRequest(request).tokenHash);
        return ok({ signedOut }, `Signed out ${plural(signedOut, 'other session')}`);
      },
    });
  };
}
