import type { FastifyPluginAsync } from 'fastify';
import { ok, siteDetailEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { SiteHeaderService } from './siteHeaderService';
import type { ThumbnailService } from './thumbnailService';

const tags = ['sites'];

export function siteDetailRoutes(headers: SiteHeaderService, thumbnails: ThumbnailService): FastifyPluginAsync {
  return async (app) => {
    route(app, siteDetailEndpoints.header, {
      access: 'site:read',
      tags,
      summary: 'The site detail shell’s header: name, farm, plan, hardware, crop, planting date, last update, LORA signal and battery',
      description:
        'id is the object id or the site id. signal is null ("no value") when the newest reading is older than a day; battery.visible is false at 0 %. canOpenGraph is false when the caller’s role may not see this plan’s detail (the shell then returns to the farm’s sites). allowedActions lists the plan-gated actions the policy lets the caller take on this site (graph:read, graph:download, graph:prediction, graph:stages, graph:gdd, graphData:delete).',
      handler: async (request) => ok(await headers.header(requireActor(request), request.params.id), 'Site header'),
    });

    route(app, siteDetailEndpoints.thumbnails, {
      access: 'site:read',
      // Reads only (the thumbnails of several sites): read-only API keys may ask (issue 32).
      keys: 'read',
      tags,
      summary: 'Available-water and moisture graphs of several sites at once (map thumbnails), as 3-hour means',
      description:
        'sites: [{siteId (object id or site id), twigId?}]; fromDate and toDate (ISO 8601 or epoch) default to 60 days back and 25 days ahead. Sites whose plan the caller may not see come back with allowed=false and no series. Any site outside the caller’s subtree refuses the whole call (404).',
      handler: async (request) => ok(await thumbnails.graphs(requireActor(request), request.body), 'Graph data'),
    });
  };
}
