import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, pathIdSchema } from '../api/params';
import { recomputeBodySchema, recomputeStatusSchema } from './recompute';

/** The site's derived daily values: recomputing them and the recompute's state. `:id` is the site's object id or site ID. */
export const dailyValuesEndpoints = {
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
