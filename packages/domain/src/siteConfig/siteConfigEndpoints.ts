import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { farmIdParams, idParams, pathIdSchema } from '../api/params';
import { bucketDetailsSchema } from '../agronomy/buckets';
import {
  changelogAnswerSchema,
  changelogQuerySchema,
  irrigationRainfallBodySchema,
  irrigationRainfallQuerySchema,
  objectOptionsSchema,
  parsedTwigAnswerSchema,
  recomputeAllBodySchema,
  TYPE_NAMES,
  typeListItemSchema,
} from './siteConfig';
import { farmSitesGroupSchema, siteDocumentSchema, siteStateAnswerSchema } from './siteDocument';
import { recomputeStatusSchema } from '../dailyValues/recompute';
import { siteUpdateAnswerSchema, siteUpdateBodySchema } from './siteUpdate';

/** Recompute all values and the one-time migration: the job queued, and the dialog's texts. */
export const updateInProgressSchema = z.object({
  title: z.literal('Update In Progress!'),
  message: z.string(),
  recompute: recomputeStatusSchema,
});
export type UpdateInProgress = z.infer<typeof updateInProgressSchema>;

/** `twigDetails=true` adds each site's twigDetails (spec 001 §7). */
const twigDetailsQuery = z.object({ twigDetails: z.enum(['true', 'false']).optional() });

export const siteSearchQuerySchema = twigDetailsQuery.extend({
  name: z.string().trim().max(100).optional(),
  status: z.enum(['ACTIVE', 'PENDING', 'INACTIVE']).optional(),
  farmId: pathIdSchema.optional(),
});

export const farmsSitesBodySchema = z.object({ farms: z.array(pathIdSchema).min(1).max(100) });

/**
 * The documented site calls and the Configuration page's own (spec 001 §7, 002 §7.1). With the general
 * update, PATCH /site/{id} (`update`). `:id` is the site's object id or
 * site ID unless said otherwise.
 */
export const siteConfigEndpoints = {
  /** GET /site/{id}?twigDetails=true: the documented site. */
  site: endpoint({ method: 'GET', path: '/site/:id', params: idParams, query: twigDetailsQuery, data: siteDocumentSchema }),
  /** The sites of a farm the caller reads (extracted ones left out), by site ID. */
  farmSites: endpoint({
    method: 'GET',
    path: '/site/farm/:farmId',
    params: farmIdParams,
    query: twigDetailsQuery,
    data: z.array(siteDocumentSchema),
  }),
  /** Search by name or site ID among the caller's sites (the Select a Site modal), at most 200, by name. */
  search: endpoint({ method: 'GET', path: '/site', query: siteSearchQuerySchema, data: z.array(siteDocumentSchema) }),
  /** Sites of several farms, grouped by farm (farms the caller cannot read are left out). */
  farmsSites: endpoint({
    method: 'POST',
    path: '/site/farms',
    query: twigDetailsQuery,
    body: farmsSitesBodySchema,
    data: z.array(farmSitesGroupSchema),
  }),
  state: endpoint({ method: 'GET', path: '/site/:id/state', params: idParams, data: siteStateAnswerSchema }),
  /** Today's bucket details of a site (null before it has derived values). */
  bucketDetails: endpoint({ method: 'GET', path: '/stem/:id/bucket-details', params: idParams, data: bucketDetailsSchema.nullable() }),
  /** What the Configuration page's selects offer for this site. */
  options: endpoint({ method: 'GET', path: '/object/:id/options', params: idParams, data: objectOptionsSchema }),
  types: endpoint({
    method: 'GET',
    path: '/types/:typeName',
    params: z.object({ typeName: z.enum(TYPE_NAMES) }),
    data: z.array(typeListItemSchema),
  }),
  /** Software sources and/or forecast days. */
  irrigationRainfall: endpoint({
    method: 'PUT',
    path: '/site/update/irrigation-rainfall/:id',
    params: idParams,
    query: irrigationRainfallQuerySchema,
    body: irrigationRainfallBodySchema,
    data: parsedTwigAnswerSchema,
  }),
  /** The one-time migration of the irrigation and rainfall data: queues the site's full recompute. */
  migrateIrrigationRainfall: endpoint({
    method: 'GET',
    path: '/site/migrate/irrigation-rainfall/:id',
    params: idParams,
    data: updateInProgressSchema,
  }),
  /** 'Recompute all values' of the Configuration page (Gold dealer/distributor admins, or tilth_admin). */
  recomputeAll: endpoint({
    method: 'POST',
    path: '/site/:id/recompute-all',
    params: idParams,
    body: recomputeAllBodySchema,
    data: updateInProgressSchema,
  }),
  /**
   * The general site update (spec 001 §7): the graph's notes switch (formerly its own route in
   * siteGraph) with access site:read, and threshold sets, A/M flags, crop template and crop type
   * with site:editThresholds — the route's access is site:read; the service checks the groups.
   */
  update: endpoint({ method: 'PATCH', path: '/site/:id', params: idParams, body: siteUpdateBodySchema, data: siteUpdateAnswerSchema }),
  changelog: endpoint({ method: 'GET', path: '/changelog', query: changelogQuerySchema, data: changelogAnswerSchema }),
};
