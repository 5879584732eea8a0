import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@tilth/domain';
import { securityEndpoints } from '@tilth/domain/auth/security';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { SecuritySettingsService } from './securitySettingsService';

/** Issue 36: a distributor's or dealer's setting that its admins must use two-step sign-in. */
export function securitySettingsRoutes(settings: SecuritySettingsService): FastifyPluginAsync {
  return async (app) => {
    route(app, securityEndpoints.accountSettings, {
      access: 'account:securitySettings',
      tags: ['accounts'],
      summary: 'Whether a distributor’s or dealer’s admins must use two-step sign-in',
      handler: async (request) => ok(await settings.accountSettings(requireActor(request), request.params.id), 'Security settings'),
    });
    route(app, securityEndpoints.saveAccountSettings, {
      access: 'account:securitySettings',
      tags: ['accounts'],
      summary: 'Require two-step sign-in of a distributor’s or dealer’s admins',
      description: 'Admins without it set it up at their next sign-in; their sessions opened without it end.',
      handler: async (request) =>
        ok(await settings.saveAccountSettings(requireActor(request), request.params.id, request.body), 'Security settings saved'),
    });
  };
}
