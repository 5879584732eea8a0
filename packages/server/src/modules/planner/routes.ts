import type { FastifyPluginAsync } from 'fastify';
import { ok, plannerEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import { requestLanguage } from '../../lib/i18n/catalog';
import type { IrrigationService } from './irrigationService';
import type { RecommendationService } from './recommendationService';
import type { WaterAccountService } from './waterAccountService';

const tags = ['planner'];

export function plannerRoutes(
  recommendations: RecommendationService,
  irrigations: IrrigationService,
  accounts: WaterAccountService,
): FastifyPluginAsync {
  return async (app) => {
    route(app, plannerEndpoints.planner, {
      access: 'site:read',
      tags,
      summary: 'The irrigation planner: every active site the user may see, ranked by when it must be irrigated',
      description:
        'Optional farmId (one farm) and dueWithinDays (only sites to irrigate within that many days). Each row has the site’s recommendation: root-zone water now, the refill date from the forecast, net and gross depth, run time and irrigate-by; a site whose plan lacks the planner (None) or that lacks an input names what is missing. `pumping`: per farm, whether the wells can run the sites due together.',
      handler: async (request) =>
        ok(await recommendations.planner(requireActor(request), request.query, requestLanguage(request)), 'Planner'),
    });

    route(app, plannerEndpoints.recommendation, {
      access: 'site:read',
      tags,
      summary: 'One site’s irrigation recommendation (its card and header line)',
      handler: async (request) =>
        ok(await recommendations.forSite(requireActor(request), request.params.siteId, requestLanguage(request)), 'Recommendation'),
    });

    route(app, plannerEndpoints.irrigations, {
      access: 'irrigation:log',
      tags,
      summary: 'Irrigations logged on a site (from, to: YYYY-MM-DD), newest first, and the probe-detected ones proposed for confirmation',
      handler: async (request) => ok(await irrigations.list(requireActor(request), request.params.siteId, request.query), 'Irrigations'),
    });

    route(app, plannerEndpoints.logIrrigation, {
      access: 'irrigation:log',
      tags,
      summary: 'Log an irrigation: the date and the depth applied (inches) or the hours the system ran',
      description: 'Hours are turned into a depth with the Irrigation Types card’s flow rate and area. Silver and Gold sites.',
      handler: async (request) =>
        ok(await irrigations.log(requireActor(request), request.params.siteId, request.body), 'Irrigation logged'),
    });

    route(app, plannerEndpoints.deleteIrrigation, {
      access: 'irrigation:log',
      tags,
      summary: 'Delete a logged irrigation',
      handler: async (request) =>
        ok(await irrigations.remove(requireActor(request), request.params.siteId, request.params.irrigationId), 'Irrigation deleted'),
    });

    route(app, plannerEndpoints.waterAccount, {
      access: 'waterAccount:read',
      tags,
      summary:
        'A farm’s water account (from, to: YYYY-MM-DD; the year to date by default): irrigation, effective rain, crop use, drainage, storage',
      description:
        'Per Gold site, in inches and acre-inches over the Irrigation Types card’s area; other sites are listed as skipped with the reason.',
      handler: async (request) =>
        ok(await accounts.farm(requireActor(request), request.params.farmId, request.query, requestLanguage(request)), 'Water account'),
    });
  };
}
