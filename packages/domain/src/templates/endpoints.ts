import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { objectIdParams, pathIdSchema } from '../api/params';
import {
  createTemplateBodySchema,
  cropTemplateSchema,
  sharingCandidateSchema,
  templateListQuerySchema,
  templateSeriesQuerySchema,
  templateUsageSchema,
  updateTemplateBodySchema,
} from './schemas';
import { templateSeriesSchema } from './templateSeries';

/** Crop templates (spec 001 §7 "Templates"). */
export const templateEndpoints = {
  list: endpoint({ method: 'GET', path: '/templates', query: templateListQuerySchema, data: z.array(cropTemplateSchema) }),
  sharingCandidates: endpoint({ method: 'GET', path: '/templates/members', data: z.array(sharingCandidateSchema) }),
  get: endpoint({ method: 'GET', path: '/templates/:id', params: objectIdParams, data: cropTemplateSchema }),
  create: endpoint({ method: 'POST', path: '/templates', body: createTemplateBodySchema, data: cropTemplateSchema }),
  update: endpoint({
    method: 'PATCH',
    path: '/templates/:id',
    params: objectIdParams,
    body: updateTemplateBodySchema,
    data: cropTemplateSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: '/templates/:id', params: objectIdParams, data: z.object({ objectId: z.string() }) }),
  usage: endpoint({ method: 'GET', path: '/templates/:id/usage', params: objectIdParams, data: templateUsageSchema }),
  siteSeries: endpoint({
    method: 'GET',
    path: '/sites/:siteId/templates/:templateId',
    params: z.object({ siteId: pathIdSchema, templateId: pathIdSchema }),
    query: templateSeriesQuerySchema,
    data: templateSeriesSchema,
  }),
};
