import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import type { GraphDataService } from './graphDataService';

export function siteRoutes(graphs: GraphDataService): FastifyPluginAsyncZod {
  return async (app) => {
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
      handler: async (request) => ok(await graphs.series(requireActor(request), request.params.siteId, request.query.fromDate, request.query.toDate), 'Site series'),
    });
  };
}
