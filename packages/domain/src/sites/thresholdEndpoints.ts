import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, pathIdSchema } from '../api/params';
import {
  recomputeBodySchema,
  recomputeStatusSchema,
  siteUpdateAnswerSchema,
  siteUpdateBodySchema,
  thresholdPageSchema,
} from './thresholdPage';
import { thresholdSummarySchema } from './thresholdSummary';

/** `:id` is the site's object id or site ID. */
export const thresholdEndpoints = {
  detect: endpoint({ method: 'POST', path: '/site/:id/thresholds/detect', params: idParams, data: thresholdSummarySchema }),
  /** The threshold page: sensors, threshold sets, applied template, recompute state. */
  page: endpoint({ method: 'GET', path: '/site/:id/thresholds', params: idParams, data: thresholdPageSchema }),
  /**
   * The general site update (spec 001 §7): the graph's notes switch (formerly its own route in
   * siteGraph) with access site:read, and threshold sets, A/M flags, crop template and crop type
   * with site:editThresholds — the route's access is site:read; the service checks the groups.
   */
  update: endpoint({ method: 'PATCH', path: '/site/:id', params: idParams, body: siteUpdateBodySchema, data: siteUpdateAnswerSchema }),
  /** Recompute future values (from today on) or all values (the site's whole history) as a background job. */
  recompute: endpoint({
    method: 'POST',
    path: '/site/:id/recompute',
    params: idParams,
    body: recomputeBodySchema,
    data: recomputeStatusSchema,
  }),
  recomputeStatus: endpoint({ method: 'GET', path: '/site/:id/recompute', params: idParams, data: recomputeStatusSchema }),
  /**
   * The documented client's Recompute all values (spec 001 §7 'PUT stem/re-migrate-data/{a}/{b}/{c}',
   * read with §7's "the recompute-all call takes siteId, twigId, status"): the same job as
   * `recompute` with mode 'all'. The site (object id or site ID) decides; twigId and status are
   * taken as that client sends them.
   */
  reMigrateData: endpoint({
    method: 'PUT',
    path: '/stem/re-migrate-data/:siteId/:twigId/:status',
    params: z.object({ siteId: pathIdSchema, twigId: pathIdSchema, status: z.string().min(1).max(20) }),
    data: recomputeStatusSchema,
  }),
};
