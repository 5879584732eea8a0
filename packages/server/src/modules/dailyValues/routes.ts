import type { FastifyPluginAsync } from 'fastify';
import { dailyValuesEndpoints, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { RecomputeService } from './recomputeService';

const ID = '`id` is the site’s object id or site ID.';

/** Recompute future or all values of a site, and where its recompute stands. */
export function dailyValuesRoutes(recompute: RecomputeService): FastifyPluginAsync {
  return async (app) => {
    const tags = ['sites'];
    route(app, dailyValuesEndpoints.recompute, {
      access: 'site:editThresholds',
      tags,
      summary: 'Recompute future values (today on, at once) or all values (the site’s whole history, as a background job)',
      description: `${ID} 409 while a recompute of the site is queued or running.`,
      handler: async (request) =>
        ok(await recompute.request(requireActor(request), request.params.id, request.body.mode), 'Recompute requested'),
    });

    route(app, dailyValuesEndpoints.reMigrateData, {
      access: 'site:editThresholds',
      tags,
      summary: 'Recompute all values (the site’s whole history, as a background job): the documented client’s call',
      description:
        '`siteId` is the site’s object id or site ID; `twigId` and `status` are taken as the documented client sends them (the site ' +
        'decides). The same job and rules as POST /site/{id}/recompute with mode all: 409 while a recompute of the site is queued or running.',
      handler: async (request) => ok(await recompute.request(requireActor(request), request.params.siteId, 'all'), 'Recompute requested'),
    });

    route(app, dailyValuesEndpoints.recomputeStatus, {
      access: 'site:read',
      tags,
      summary: "The site's last recompute and where it stands",
      description: ID,
      handler: async (request) => ok(await recompute.status(requireActor(request), request.params.id), 'Recompute status'),
    });
  };
}
