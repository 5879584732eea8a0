import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { dateRangeQuery, idParams, pathIdSchema, siteIdParams } from '../api/params';
import {
  deleteDataAnswerSchema,
  deleteRangeQuerySchema,
  gddEnvelopeViewSchema,
  gddGrowthParams,
  irrigationAnswerSchema,
  manualRootActivitySchema,
  overlayQuerySchema,
  predictionAnswerSchema,
  rainfallAnswerSchema,
  recomputedGddSchema,
  recomputeGddSchema,
  rootActivityAnswerSchema,
  rootActivityQuerySchema,
  rootActivityUpdateSchema,
  siteDeviceParams,
  updatedCountSchema,
  waterPercolationAnswerSchema,
  waterPercolationUpdateSchema,
} from './extras';
import { documentedGraphDataSchema } from './graphData';
import { siteSeriesSchema } from './series';

/**
 * The site graph: the documented graph data, the chart's series and the graph screen's side calls
 * (spec 001 §7 'Graph'); `:id` is the site's object id or its site ID.
 */
export const graphEndpoints = {
  graphData: endpoint({
    method: 'GET',
    path: '/stem/graph-data/:siteId/:deviceId',
    params: z.object({ siteId: pathIdSchema, deviceId: pathIdSchema }),
    query: dateRangeQuery,
    data: documentedGraphDataSchema,
  }),
  series: endpoint({ method: 'GET', path: '/sites/:siteId/series', params: siteIdParams, query: dateRangeQuery, data: siteSeriesSchema }),
  rainfall: endpoint({
    method: 'GET',
    path: '/stem/get-rain-fall-data/:id',
    params: idParams,
    query: overlayQuerySchema,
    data: rainfallAnswerSchema,
  }),
  irrigation: endpoint({
    method: 'GET',
    path: '/stem/get-irrigation-data/:id',
    params: idParams,
    query: overlayQuerySchema,
    data: irrigationAnswerSchema,
  }),
  prediction: endpoint({ method: 'GET', path: '/stem/get-prediction-data/:id', params: idParams, data: predictionAnswerSchema }),
  waterPercolation: endpoint({
    method: 'GET',
    path: '/stem/wp-s3-data/:id',
    params: idParams,
    query: dateRangeQuery,
    data: waterPercolationAnswerSchema,
  }),
  saveWaterPercolation: endpoint({
    method: 'PUT',
    path: '/stem/wp-s3-data/:id',
    params: idParams,
    body: waterPercolationUpdateSchema,
    data: updatedCountSchema,
  }),
  rootActivity: endpoint({
    method: 'GET',
    path: '/stem/root-activity/:id',
    params: idParams,
    query: rootActivityQuerySchema,
    data: rootActivityAnswerSchema,
  }),
  manualRootActivity: endpoint({ method: 'GET', path: '/stem/ra/:id', params: idParams, data: z.array(manualRootActivitySchema) }),
  saveRootActivity: endpoint({
    method: 'PUT',
    path: '/stem/ra/:id',
    params: idParams,
    body: rootActivityUpdateSchema,
    data: updatedCountSchema,
  }),
  gddEnvelope: endpoint({ method: 'GET', path: '/stem/gdd-envelope/:siteId', params: siteIdParams, data: gddEnvelopeViewSchema }),
  gddEnvelopeOfGrowth: endpoint({
    method: 'GET',
    path: '/stem/gdd-envelope/:siteId/:growthId',
    params: gddGrowthParams,
    data: gddEnvelopeViewSchema,
  }),
  recomputeGddEnvelope: endpoint({
    method: 'POST',
    path: '/stem/recompute/gdd-envelope',
    body: recomputeGddSchema,
    data: recomputedGddSchema,
  }),
  /** Delete Data, step 1: hide the range from the graphs. */
  hideData: endpoint({
    method: 'DELETE',
    path: '/stem/graph-data/:siteId/:twigId',
    params: siteDeviceParams,
    query: deleteRangeQuerySchema,
    data: deleteDataAnswerSchema,
  }),
  /** Delete Data, step 2: remove the range from storage. */
  eraseData: endpoint({
    method: 'DELETE',
    path: '/stem/phant-data/:siteId/:twigId',
    params: siteDeviceParams,
    query: deleteRangeQuerySchema,
    data: deleteDataAnswerSchema,
  }),
};
