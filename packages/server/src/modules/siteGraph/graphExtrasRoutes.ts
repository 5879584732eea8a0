import type { FastifyPluginAsync } from 'fastify';
import { graphEndpoints, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { DeleteDataService } from './deleteDataService';
import type { EnvelopeService } from './envelopeService';
import type { OverlayService } from './overlayService';
import type { PercolationService } from './percolationService';
import type { RootActivityService } from './rootActivityService';

const tags = ['site graph'];
const ID = 'id is the site’s object id or its site id.';
const RANGE = 'Dates are ISO 8601 or epoch, from 2000 to 2099; the range defaults to the last 30 days and may span at most 400.';
const ENVELOPE = 'The site’s GDD: accumulated since planting, the past seasons’ min/avg/max envelope and growth stages';

/**
 * The graph screen's side calls (spec 001 §7 'Graph'); every one answers 404 for sites the caller
 * cannot read, and 403 (no data) when the policy's plan rule refuses its action on the site:
 * 'graph:read' needs tilth_admin or a Silver or Gold plan, 'graph:prediction' and 'graph:gdd' Gold.
 */
export interface GraphExtrasServices {
  overlays: OverlayService;
  percolation: PercolationService;
  rootActivity: RootActivityService;
  envelopes: EnvelopeService;
  deletes: DeleteDataService;
}

export function graphExtrasRoutes(s: GraphExtrasServices): FastifyPluginAsync {
  return async (app) => {
    route(app, graphEndpoints.rainfall, {
      access: 'graph:read',
      tags,
      summary: 'Daily rainfall at the site (synthetic weather, inches, capped at 12): one point per local day with rain, at local noon',
      description: `${ID} ${RANGE} Days after today are left out.`,
      handler: async (request) => ok(await s.overlays.rainfall(requireActor(request), request.params.id, request.query), 'Rainfall data'),
    });

    route(app, graphEndpoints.irrigation, {
      access: 'graph:read',
      tags,
      summary: 'Applied irrigation: wetting events in the probe’s readings that the day’s rain does not explain, at their start, in inches',
      description: `${ID} ${RANGE}`,
      handler: async (request) =>
        ok(await s.overlays.irrigation(requireActor(request), request.params.id, request.query), 'Irrigation data'),
    });

    route(app, graphEndpoints.prediction, {
      access: 'graph:prediction',
      tags,
      summary: 'The next 7 days: forecast rain (inches) and predicted root-zone available water (%, 0–120)',
      description: `${ID} Available water starts from the site’s current AW %, less forecast crop use and plus rain as shares of the root zone’s TAW.`,
      handler: async (request) => ok(await s.overlays.prediction(requireActor(request), request.params.id), 'Prediction data'),
    });

    route(app, graphEndpoints.waterPercolation, {
      access: 'graph:read',
      tags,
      summary:
        'Water Percolation table: per wetting event’s local date, the deepest sensor that responded (inches, 0 when none) and the manual depth',
      description: `${ID} ${RANGE}`,
      handler: async (request) =>
        ok(await s.percolation.table(requireActor(request), request.params.id, request.query), 'Water percolation data'),
    });

    route(app, graphEndpoints.saveWaterPercolation, {
      access: 'graph:read',
      tags,
      summary: 'Save manual water-percolation depths by date (null clears one); each must be 0 or a sensor depth',
      description: `${ID} Anyone who can read the site may keep these records.`,
      handler: async (request) =>
        ok(await s.percolation.save(requireActor(request), request.params.id, request.body), 'Water percolation saved'),
    });

    route(app, graphEndpoints.rootActivity, {
      access: 'graph:read',
      tags,
      summary: 'Root Activity table: per sensor, the detected first of three consecutive active days since planting, and the manual date',
      description: `${ID} plantingDate (YYYY-MM-DD) defaults to the site’s planting date.`,
      handler: async (request) =>
        ok(await s.rootActivity.table(requireActor(request), request.params.id, request.query), 'Root activity data'),
    });

    route(app, graphEndpoints.manualRootActivity, {
      access: 'graph:read',
      tags,
      summary: 'The manual first root-activity dates of a site’s sensors',
      description: ID,
      handler: async (request) => ok(await s.rootActivity.manualDates(requireActor(request), request.params.id), 'Root activity'),
    });

    route(app, graphEndpoints.saveRootActivity, {
      access: 'graph:read',
      tags,
      summary: 'Save manual first root-activity dates per sensor (null clears one)',
      description: `${ID} The site needs a planting date ('Invalid Planting Date') and no date may precede it.`,
      handler: async (request) =>
        ok(await s.rootActivity.save(requireActor(request), request.params.id, request.body), 'Root activity saved'),
    });

    route(app, graphEndpoints.gddEnvelope, {
      access: 'graph:gdd',
      tags,
      summary: ENVELOPE,
      handler: async (request) => ok(await s.envelopes.envelope(requireActor(request), request.params.siteId), 'GDD envelope'),
    });

    route(app, graphEndpoints.gddEnvelopeOfGrowth, {
      access: 'graph:gdd',
      tags,
      summary: ENVELOPE,
      description: 'growthId is accepted and ignored.',
      handler: async (request) => ok(await s.envelopes.envelope(requireActor(request), request.params.siteId), 'GDD envelope'),
    });

    route(app, graphEndpoints.recomputeGddEnvelope, {
      access: 'graph:gdd',
      tags,
      summary: 'Recalculate the GDD envelopes of sites: body [{siteId}]; answers [{siteId, gddEnvelope}]',
      description:
        'Any site the caller cannot read refuses the whole call (404), as does any whose plan has no GDD view for the caller (403).',
      handler: async (request) => ok(await s.envelopes.recompute(requireActor(request), request.body), 'GDD envelope recomputed'),
    });

    route(app, graphEndpoints.hideData, {
      access: 'graphData:delete',
      tags,
      summary: 'Delete Data, step 1: hide the readings of every device of the site in [fromDate, toDate] from the graphs',
      description:
        'fromDate and toDate are ISO 8601 with an offset, at least an hour apart. twigId is one of the site’s devices or its base station. tilth_admin and dealer_admin only, and for dealer_admin only on a Silver or Gold site (403 otherwise). Answers how many readings it hid.',
      handler: async (request) =>
        ok(await s.deletes.hide(requireActor(request), request.params.siteId, request.params.twigId, request.query), 'Graph data deleted'),
    });

    route(app, graphEndpoints.eraseData, {
      access: 'graphData:delete',
      tags,
      summary: 'Delete Data, step 2: remove the readings of every device of the site in [fromDate, toDate] from storage, for good',
      description: 'Same query and roles as DELETE /stem/graph-data. Answers how many readings it removed.',
      handler: async (request) =>
        ok(await s.deletes.erase(requireActor(request), request.params.siteId, request.params.twigId, request.query), 'Raw data deleted'),
    });
  };
}
