import type { FastifyPluginAsync } from 'fastify';
import { farmEndpoints, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { FarmCreationService } from './farmCreationService';
import type { FarmService } from './farmService';

const tags = ['farms'];

export function farmRoutes(farms: FarmService, creation: FarmCreationService): FastifyPluginAsync {
  return async (app) => {
    route(app, farmEndpoints.list, {
      access: 'farm:read',
      tags,
      summary: 'One batch of the farms a user sees, with site health counts',
      description: [
        'Paging: skip (default 0) and limit (default 10, at most 1000); the answer carries total and nextSkip (null after the last batch).',
        'sort: DESC (recently added, default), ASC, ALPHA-ASC or ALPHA-DESC. name: case-insensitive substring of the farm name (trailing spaces trimmed).',
        'siteStatus: only farms with at least one site in that status: LOW (needs attention), MED (has warnings), FAIR (no issues), EXTRACTED or NOT_CONNECTED.',
        'imageRequired=true adds each farm image; withSites=false leaves the sites out (the map needs only farms).',
        'reportingStatus counts sites by farm health (as the totals of GET /org/view do): a site that stopped reporting (24 h) is NOT_CONNECTED; one outside its crop season FAIR; otherwise by the moisture level of its newest derived day (LOW needs attention, MED has warnings, wetter FAIR), or the age of its newest reading before it has one; extracted sites EXTRACTED.',
      ].join(' '),
      handler: async (request) => ok(await farms.list(requireActor(request), request.params.userId, request.query), 'Farms'),
    });

    route(app, farmEndpoints.picker, {
      access: 'farm:read',
      tags,
      summary: "The caller's farms by name or site ID, alphabetical, each with its site IDs (farm pickers, farm selection)",
      handler: async (request) => ok(await farms.options(requireActor(request), request.query.name, request.query.limit), 'Farms'),
    });

    route(app, farmEndpoints.create, {
      access: 'farm:create',
      tags,
      summary: 'Create a farm under a business',
      description:
        'businessId is required unless the caller belongs to a business. fileId attaches a logo uploaded with POST /file/image. timeZone (IANA) defaults to a guess from the address (US state) and the location.',
      handler: async (request) => ok(await creation.create(requireActor(request), request.body), 'Farm created'),
    });
  };
}
