import type { FastifyPluginAsync } from 'fastify';
import { ok, thresholdEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { ThresholdDetectionService } from './thresholdDetectionService';
import type { ThresholdPageService } from './thresholdPageService';

const ID = '`id` is the site’s object id or site ID.';

/** The threshold page and detection now (its changes are the site update's: siteConfig). */
export function thresholdRoutes(detection: ThresholdDetectionService, page: ThresholdPageService): FastifyPluginAsync {
  return async (app) => {
    const tags = ['sites'];
    route(app, thresholdEndpoints.detect, {
      access: 'site:recompute',
      tags,
      summary: "Detect a site's field capacity and refill points from its last year of readings now (the daily job does it for every site)",
      handler: async (request) => ok(await detection.recompute(requireActor(request), request.params.id), 'Thresholds detected'),
    });

    route(app, thresholdEndpoints.page, {
      access: 'site:read',
      tags,
      summary: 'The threshold page: sensors (local first, depth in inches), threshold sets, applied template, recompute state',
      description: `${ID} \`thresholds\` is null for a site without probe depths (pressure transducer); \`canEdit\` says whether the caller may change them.`,
      handler: async (request) => ok(await page.page(requireActor(request), request.params.id), 'Thresholds found'),
    });
  };
}
