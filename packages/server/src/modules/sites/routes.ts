import type { FastifyPluginAsync } from 'fastify';
import { ok, siteEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { SiteListService } from './siteListService';

const tags = ['sites'];

/** The farm sites page: a farm's sites, or several farms' at once, as cards. */
export function siteRoutes(lists: SiteListService): FastifyPluginAsync {
  return async (app) => {
    route(app, siteEndpoints.farmSites, {
      access: 'site:read',
      tags,
      summary: "A farm's active or pending sites as cards (state, pin, bar, RAW, deficit, detail by plan), sorted and paged",
      handler: async (request) =>
        ok(await lists.list(requireActor(request), { farmIds: [request.params.farmId], ...request.query }), 'Sites'),
    });

    route(app, siteEndpoints.sitesOfFarms, {
      access: 'site:read',
      tags,
      summary: 'Sites of several farms at once (the multi-farm sites page); farmIds comma-separated',
      handler: async (request) => {
        const { farmIds, ...rest } = request.query;
        const ids = [
          ...new Set(
            farmIds
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          ),
        ];
        return ok(await lists.list(requireActor(request), { farmIds: ids, ...rest }), 'Sites');
      },
    });
  };
}
