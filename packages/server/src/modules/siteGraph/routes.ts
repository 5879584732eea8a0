import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ok,
  overlayQuerySchema,
  recomputeGddSchema,
  rootActivityUpdateSchema,
  siteNotesPatchSchema,
  waterPercolationUpdateSchema,
} from '@tilth/domain';
import { requireActor } from '../../http/access';
import type { SiteGraphServices } from './registerSiteGraph';

const tags = ['site graph'];
const idParams = z.object({ id: z.string().min(1).max(32) });
const deviceParams = z.object({ siteId: z.string().min(1).max(32), twigId: z.string().min(1).max(32) });
const tableRange = z.object({ fromDate: z.string().max(40).optional(), toDate: z.string().max(40).optional() });
const deleteRange = z.object({ fromDate: z.string().max(40), toDate: z.string().max(40) });
const ID = 'id is the site’s object id or its site id.';
const RANGE = 'Dates are ISO 8601 or epoch; the range defaults to the last 30 days and may span at most 400.';

/** The graph screen's side calls (spec 001 §7 'Graph'); every one answers 404 for sites the caller cannot read. */
export function siteGraphRoutes(s: SiteGraphServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/stem/get-rain-fall-data/:id', {
      config: { access: 'site:read' },
      schema: {
        tags,
        summary: 'Daily rainfall at the site (synthetic weather, inches, capped at 12): one point per local day with rain, at local noon',
        description: `${ID} ${RANGE} Days after today are left out.`,
        params: idParams,
        querystring: overlayQuerySchema,
      },
      handler: async (request) => ok(await s.overlays.rainfall(requireActor(request), request.params.id, request.query), 'Rainfall data'),
    });

    app.get('/stem/get-irrigation-data/:id', {
      config: { access: 'site:read' },
      schema: {
        tags,
        summary:
          'Applied irrigation: wetting events in the probe’s readings that the day’s rain does not explain, at their start, in inches',
        description: `${ID} ${RANGE}`,
        params: idParams,
        querystring: overlayQuerySchema,
      },
      handler: async (request) =>
        ok(await s.overlays.irrigation(requireActor(request), request.params.id, request.query), 'Irrigation data'),
    });

    app.get('/stem/get-prediction-data/:id', {
      config: { access: 'site:read' },
      schema: {
        tags,
        summary: 'The next 7 days: forecast rain (inches) and predicted root-zone available water (%, 0–120)',
        description: `${ID} Available water starts from the site’s current AW %, less forecast crop use and plus rain as shares of the root zone’s TAW.`,
        params: idParams,
      },
      handler: async (request) => ok(await s.overlays.prediction(requireActor(request), request.params.id), 'Prediction data'),
    });

    app.get('/stem/wp-s3-data/:id', {
      config: { access: 'site:read' },
      schema: {
        tags,
        summary:
          'Water Percolation table: per wetting event’s local date, the deepest sensor that responded (inches, 0 when none) and the manual depth',
        description: `${ID} ${RANGE}`,
        params: idParams,
        querystring: tableRange,
      },
      handler: async (request) =>
        ok(await s.percolation.table(requireActor(request), request.params.id, request.query), 'Water percolation data'),
    });

    app.put('/stem/wp-s3-data/:id', {
      config: { access: 'site:read' },
      schema: {
        tags,
        summary: 'Save manual water-percolation depths by date (null clears one); each must be 0 or a sensor depth',
        description: `${ID} Anyone who can read the site may keep these records.`,
        params: idParams,
        body: waterPercolationUpdateSchema,
      },
      handler: async (request) =>
        ok(await s.percolation.save(requireActor(request), request.params.id, request.body), 'Water percolation saved'),
    });

    app.get('/stem/root-activity/:id', {
      config: { access: 'site:read' },
      schema: {
        tags,
        summary: 'Root Activity table: per sensor, the detected first of three consecutive active days since planting, and the manual date',
        description: `${ID} plantingDate (YYYY-MM-DD) defaults to the site’s planting date.`,
        params: idParams,
        querystring: z.object({
          plantingDate: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
            .optional(),
        }),
      },
      handler: async (request) =>
        ok(await s.rootActivity.table(requireActor(request), request.params.id, request.query), 'Root activity data'),
    });

    app.get('/stem/ra/:id', {
      config: { access: 'site:read' },
      schema: { tags, summary: 'The manual first root-activity dates of a site’s sensors', description: ID, params: idParams },
      handler: async (request) => ok(await s.rootActivity.manualDates(requireActor(request), request.params.id), 'Root activity'),
    });

    app.put('/stem/ra/:id', {
      config: { access: 'site:read' },
      schema: {
        tags,
        summary: 'Save manual first root-activity dates per sensor (null clears one)',
        description: `${ID} The site needs a planting date ('Invalid Planting Date') and no date may precede it.`,
        params: idParams,
        body: rootActivityUpdateSchema,
      },
      handler: async (request) =>
        ok(await s.rootActivity.save(requireActor(request), request.params.id, request.body), 'Root activity saved'),
    });

    const envelope = {
      config: { access: 'site:read' as const },
      schema: { tags, summary: 'The site’s GDD: accumulated since planting, the past seasons’ min/avg/max envelope and growth stages' },
    };
    app.get('/stem/gdd-envelope/:siteId', {
      ...envelope,
      schema: { ...envelope.schema, params: z.object({ siteId: z.string().min(1).max(32) }) },
      handler: async (request) => ok(await s.envelopes.envelope(requireActor(request), request.params.siteId), 'GDD envelope'),
    });
    app.get('/stem/gdd-envelope/:siteId/:growthId', {
      ...envelope,
      schema: {
        ...envelope.schema,
        description: 'growthId is accepted and ignored.',
        params: z.object({ siteId: z.string().min(1).max(32), growthId: z.string().min(1).max(64) }),
      },
      handler: async (request) => ok(await s.envelopes.envelope(requireActor(request), request.params.siteId), 'GDD envelope'),
    });

    app.post('/stem/recompute/gdd-envelope', {
      config: { access: 'site:read' },
      schema: {
        tags,
        summary: 'Recalculate the GDD envelopes of sites: body [{siteId}]; answers [{siteId, gddEnvelope}]',
        description: 'Any site the caller cannot read refuses the whole call (404).',
        body: recomputeGddSchema,
      },
      handler: async (request) => ok(await s.envelopes.recompute(requireActor(request), request.body), 'GDD envelope recomputed'),
    });

    app.delete('/stem/graph-data/:siteId/:twigId', {
      config: { access: 'graphData:delete' },
      schema: {
        tags,
        summary: 'Delete Data, step 1: hide the readings of every device of the site in [fromDate, toDate] from the graphs',
        description:
          'fromDate and toDate are ISO 8601 with an offset, at least an hour apart. twigId is one of the site’s devices or its base station. tilth_admin and dealer_admin only. Answers how many readings it hid.',
        params: deviceParams,
        querystring: deleteRange,
      },
      handler: async (request) =>
        ok(await s.deletes.hide(requireActor(request), request.params.siteId, request.params.twigId, request.query), 'Graph data deleted'),
    });

    app.delete('/stem/phant-data/:siteId/:twigId', {
      config: { access: 'graphData:delete' },
      schema: {
        tags,
        summary: 'Delete Data, step 2: remove the readings of every device of the site in [fromDate, toDate] from storage, for good',
        description: 'Same query and roles as DELETE /stem/graph-data. Answers how many readings it removed.',
        params: deviceParams,
        querystring: deleteRange,
      },
      handler: async (request) =>
        ok(await s.deletes.erase(requireActor(request), request.params.siteId, request.params.twigId, request.query), 'Raw data deleted'),
    });

    app.patch('/site/:id', {
      config: { access: 'site:read' },
      schema: {
        tags,
        summary: 'Save the graph’s notes switch on the site: body {showNotes}',
        description: `${ID} Notes are shared by everyone who reads the site, so any of them may switch them.`,
        params: idParams,
        body: siteNotesPatchSchema,
      },
      handler: async (request) =>
        ok(await s.notesSwitch.set(requireActor(request), request.params.id, request.body.showNotes), 'Site updated'),
    });
  };
}
