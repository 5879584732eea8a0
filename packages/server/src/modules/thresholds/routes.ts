import type { FastifyPluginAsync } from 'fastify';
import { ok, thresholdEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { RecomputeService } from './recomputeService';
import type { ThresholdDetectionService } from './thresholdDetectionService';
import type { ThresholdPageService } from './thresholdPageService';

const ID = '`id` is the site’s object id or site ID.';

export function thresholdRoutes(
  detection: ThresholdDetectionService,
  page: ThresholdPageService,
  recompute: RecomputeService,
): FastifyPluginAsync {
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

    route(app, thresholdEndpoints.update, {
      access: 'site:read',
      tags,
      summary: 'Update the site: notes switch, threshold sets and A/M flags, crop template, crop type',
      description:
        `${ID} showNotes needs read access only; the other groups need site:editThresholds (403 otherwise). Each threshold list ` +
        'holds one value per sensor depth; the sets in force must keep PWP < FC and RP ≤ WL1 ≤ WL2 ≤ 100 at every depth (400 naming ' +
        'the field). cropTemplate must be visible to the caller (404), of the site’s crop type (400) on a site with a planting ' +
        'date (400); null clears it; another plantType clears it. A change of the bands recomputes today’s derived values.',
      handler: async (request) => ok(await page.update(requireActor(request), request.params.id, request.body), 'Site updated'),
    });

    route(app, thresholdEndpoints.recompute, {
      access: 'site:editThresholds',
      tags,
      summary: 'Recompute future values (today on, at once) or all values (the site’s whole history, as a background job)',
      description: `${ID} 409 while a recompute of the site is queued or running.`,
      handler: async (request) =>
        ok(await recompute.request(requireActor(request), request.params.id, request.body.mode), 'Recompute requested'),
    });

    route(app, thresholdEndpoints.reMigrateData, {
      access: 'site:editThresholds',
      tags,
      summary: 'Recompute all values (the site’s whole history, as a background job): the documented client’s call',
      description:
        '`siteId` is the site’s object id or site ID; `twigId` and `status` are taken as the documented client sends them (the site ' +
        'decides). The same job and rules as POST /site/{id}/recompute with mode all: 409 while a recompute of the site is queued or running.',
      handler: async (request) => ok(await recompute.request(requireActor(request), request.params.siteId, 'all'), 'Recompute requested'),
    });

    route(app, thresholdEndpoints.recomputeStatus, {
      access: 'site:read',
      tags,
      summary: "The site's last recompute and where it stands",
      description: ID,
      handler: async (request) => ok(await recompute.status(requireActor(request), request.params.id), 'Recompute status'),
    });
  };
}
