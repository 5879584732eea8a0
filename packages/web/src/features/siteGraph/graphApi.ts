import { graphEndpoints, siteEndpoints } from '@tilth/domain';
import { call } from '../../api/client';
import { graphExtrasKeys } from './panels/graphExtrasApi';

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** Query keys of the chart's own calls, under the screen's prefix (`graphExtrasKeys.all`), which every change refreshes. */
export const graphKeys = {
  series: (siteObjId: string, period: string, from?: number, to?: number) =>
    [...graphExtrasKeys.all(siteObjId), 'series', period, from ?? null, to ?? null] as const,
  gdd: (siteObjId: string) => [...graphExtrasKeys.all(siteObjId), 'gdd'] as const,
  prediction: (siteObjId: string) => [...graphExtrasKeys.all(siteObjId), 'prediction'] as const,
};

export const fetchSeries = (siteObjId: string, from: number, to: number, signal?: AbortSignal) =>
  call(siteEndpoints.series, { params: { siteId: siteObjId }, query: { fromDate: iso(from), toDate: iso(to) }, signal });

export const fetchGddEnvelope = (siteObjId: string, signal?: AbortSignal) =>
  call(graphEndpoints.gddEnvelope, { params: { siteId: siteObjId }, signal });

export const recomputeGddEnvelope = (siteObjId: string) => call(graphEndpoints.recomputeGddEnvelope, { body: [{ siteId: siteObjId }] });

export const fetchPrediction = (siteObjId: string, signal?: AbortSignal) =>
  call(graphEndpoints.prediction, { params: { id: siteObjId }, signal });
