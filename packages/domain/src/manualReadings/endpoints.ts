import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { pathIdSchema, siteIdParams } from '../api/params';
import { manualReadingCreateSchema, manualReadingListSchema, manualReadingSchema, manualReadingsQuerySchema } from './manualReadings';

/** A grower's hand-probe and rain-gauge readings on a site (issue 37). */
export const manualReadingEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/sites/:siteId/manual-readings',
    params: siteIdParams,
    query: manualReadingsQuerySchema,
    data: manualReadingListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/sites/:siteId/manual-readings',
    params: siteIdParams,
    body: manualReadingCreateSchema,
    data: manualReadingSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/sites/:siteId/manual-readings/:readingId',
    params: z.object({ siteId: pathIdSchema, readingId: pathIdSchema }),
    data: z.object({ deleted: z.boolean() }),
  }),
};
