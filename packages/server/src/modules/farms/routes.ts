import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmListQuerySchema, farmPickerQuerySchema, farmUserParamsSchema, newFarmSchema, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import type { FarmCreationService } from './farmCreationService';
import type { FarmService } from './farmService';

const tags = ['farms'];

export function farmRoutes(farms: FarmService, creation: FarmCreationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/farm/user/:userId', {
      config: { access: 'farm:read' },
      schema: {
        tags,
        summary: 'One batch of the farms a user sees, with site health counts',
        description: [
          'Paging: skip (default 0) and limit (default 10, at most 1000); the answer carries total and nextSkip (null after the last batch).',
          'sort: DESC (recently added, default), ASC, ALPHA-ASC or ALPHA-DESC. name: case-insensitive substring of the farm name (trailing spaces trimmed).',
          'siteStatus: only farms with at least one site in that status: LOW (needs attention), MED (has warnings), FAIR (no issues), EXTRACTED or NOT_CONNECTED.',
          'imageRequired=true adds each farm image; withSites=false leaves the sites out (the map needs only farms).',
          'reportingStatus counts ACTIVE sites by the age of their newest reading (as GET /org/view does) and extracted sites as EXTRACTED.',
        ].join(' '),
        params: farmUserParamsSchema,
        querystring: farmListQuerySchema,
      },
      handler: async (request) => ok(await farms.list(requireActor(request), request.params.userId, request.query), 'Farms'),
    });

    app.get('/farm/picker', {
      config: { access: 'farm:read' },
      schema: {
        tags,
        summary: "The caller's farms by name or site ID, alphabetical, each with its site IDs (farm pickers, farm selection)",
        querystring: farmPickerQuerySchema,
      },
      handler: async (request) => ok(await farms.options(requireActor(request), request.query.name, request.query.limit), 'Farms'),
    });

    app.post('/farm', {
      config: { access: 'farm:create' },
      schema: {
        tags,
        summary: 'Create a farm under a business',
        description:
          'businessId is required unless the caller belongs to a business. fileId attaches a logo uploaded with POST /file/image. timeZone (IANA) defaults to a guess from the address (US state) and the location.',
        body: newFarmSchema,
      },
      handler: async (request) => ok(await creation.create(requireActor(request), request.body), 'Farm created'),
    });
  };
}
