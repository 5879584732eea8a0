import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import type { GraphDataService } from './graphDataService';
import type { SiteListService } from './siteListService';

const siteListQuery = z.object({
  query: z.enum(['Active', 'Pending']).default('Active'),
  name: z.string().max(100).optional(),
  sort: z.enum(['ALPHA-ASC', 'ALPHA-DESC', 'PINCLR-RED', 'PINCLR-BLUE']).default('ALPHA-ASC'),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

export function siteRoutes(graphs: GraphDataService, lists: SiteListService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/farm/:farmId/sites', {
      config: { access: 'site:read' },
      schema: {
        tags: ['sites'],
        summary: "A farm's active or pending sites as cards (state, pin, bar, RAW, deficit, detail by plan), sorted and paged",
        params: z.object({ farmId: z.string().min(1).max(32) }),
        querystring: siteListQuery,
      },
      handler: async (request) =>
        ok(await lists.list(requireActor(request), { farmIds: [request.params.farmId], ...request.query }), 'Sites'),
    });

    app.get('/sites', {
      config: { access: 'site:read' },
      schema: {
        tags: ['sites'],
        summary: 'Sites of several farms at once (the multi-farm sites page); farmIds comma-separated',
        querystring: siteListQuery.extend({ farmIds: z.string().min(1).max(5000) }),
      },
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

    app.get('/stem/graph-data/:siteId/:deviceId', {
      config: { access: 'site:read' },
      schema: {
        tags: ['sites'],
        summary: 'Every reading of a site in a date range, in the documented shape (newest first)',
        params: z.object({ siteId: z.string().min(1).max(32), deviceId: z.string().min(1).max(32) }),
        querystring: z.object({ fromDate: z.string().max(40).optional(), toDate: z.string().max(40).optional() }),
      },
      handler: async (request) => {
        const { siteId, deviceId } = request.params;
        const data = await graphs.graphData(requireActor(request), siteId, deviceId, request.query.fromDate, request.query.toDate);
        return ok(data, 'Data populated successfully');
      },
    });

    app.get('/sites/:siteId/series', {
      config: { access: 'site:read' },
      schema: {
        tags: ['sites'],
        summary: 'Compact columnar readings of every device of a site (epoch seconds, canonical units), for charts',
        params: z.object({ siteId: z.string().min(1).max(32) }),
        querystring: z.object({ fromDate: z.string().max(40).optional(), toDate: z.string().max(40).optional() }),
      },
      handler: async (request) =>
        ok(await graphs.series(requireActor(request), request.params.siteId, request.query.fromDate, request.query.toDate), 'Site series'),
    });
  };
}
