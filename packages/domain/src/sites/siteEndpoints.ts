import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { farmIdParams } from '../api/params';
import { SITE_SORTS } from '../preferences/schemas';
import { siteListPageSchema } from './views';
import { isSingleLineText, singleLineMessage } from '../api/plainText';

/** The site list's tab, search, order and page (spec 001 §2.1, §2.4). */
export const siteListQuerySchema = z.object({
  query: z.enum(['Active', 'Pending']).default('Active'),
  name: z.string().max(100).refine(isSingleLineText, singleLineMessage('name')).optional(),
  sort: z.enum(SITE_SORTS).default('ALPHA-ASC'),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

/** GET /sites: the same, over several farms given comma-separated. */
export const multiFarmSiteListQuerySchema = siteListQuerySchema.extend({ farmIds: z.string().min(1).max(5000) });

/** The farm sites page (the site detail shell's: siteDetail/siteDetailEndpoints.ts; the graph's data and series: siteGraph/endpoints.ts). */
export const siteEndpoints = {
  farmSites: endpoint({
    method: 'GET',
    path: '/farm/:farmId/sites',
    params: farmIdParams,
    query: siteListQuerySchema,
    data: siteListPageSchema,
  }),
  sitesOfFarms: endpoint({ method: 'GET', path: '/sites', query: multiFarmSiteListQuerySchema, data: siteListPageSchema }),
};
