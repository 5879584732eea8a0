import type { FastifyPluginAsync } from 'fastify';
import { encodeSiteSeries, graphEndpoints, ok, SERIES_MEDIA_TYPE } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { accepts, encodedAnswer, route, streamedJson } from '../../http/route';
import { requestLanguage } from '../../lib/i18n/catalog';
import type { GraphDataService } from './graphDataService';

const tags = ['sites'];
const RANGE =
  'fromDate and toDate: ISO 8601 or epoch seconds/milliseconds, from 2000 to 2099; 30 days back from toDate (now) by default; at most 400 days apart.';
const PLAN = 'The site’s graph is for tilth_admin or a Silver or Gold plan (policy graph:read): otherwise 403 without data.';

/** The documented graph data and the chart's series (JSON, or the compact form of domain siteGraph/fast/seriesCodec). */
export function graphDataRoutes(graphs: GraphDataService): FastifyPluginAsync {
  return async (app) => {
    route(app, graphEndpoints.graphData, {
      access: 'graph:read',
      tags,
      summary: 'Every reading of a site in a date range, in the documented shape (newest first)',
      description:
        `${RANGE} Streamed: a site-year is tens of megabytes, written piece by piece. A site whose plan leaves the graph out ` +
        '(policy graph:read: tilth_admin or a Silver or Gold plan) answers as a range without readings, with the plan’s message, ' +
        'so a client walking every site goes on; a site outside the caller’s area is 404. gddEnvelope comes back empty unless ' +
        'the caller may see GDD (graph:gdd: tilth_admin or Gold).',
      handler: async (request) => {
        const { siteId, deviceId } = request.params;
        const { fromDate, toDate } = request.query;
        const { data, planMessage } = await graphs.lazyGraphData(
          requireActor(request),
          siteId,
          deviceId,
          fromDate,
          toDate,
          requestLanguage(request),
        );
        return streamedJson(graphEndpoints.graphData, ok(data, planMessage ?? 'Data populated successfully'));
      },
    });

    route(app, graphEndpoints.series, {
      access: 'graph:read',
      tags,
      summary: 'Compact columnar readings of every device of a site (epoch seconds, canonical units), for charts',
      description: `${RANGE} ${PLAN}`,
      encodings: [{ mediaType: SERIES_MEDIA_TYPE, summary: 'the data alone in the compact binary form of @tilth/domain seriesCodec' }],
      handler: async (request) => {
        const series = await graphs.series(requireActor(request), request.params.siteId, request.query.fromDate, request.query.toDate);
        if (accepts(request, SERIES_MEDIA_TYPE)) {
          return encodedAnswer(graphEndpoints.series, series, { mediaType: SERIES_MEDIA_TYPE, encode: encodeSiteSeries });
        }
        return ok(series, 'Site series');
      },
    });
  };
}
