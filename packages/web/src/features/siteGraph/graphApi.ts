import { decodeSiteSeries, graphEndpoints, SERIES_MEDIA_TYPE } from '@tilth/domain';
import { call, callEncoded } from '../../api/client';
import { graphExtrasKeys } from './panels/graphExtrasApi';

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** Query keys of the chart's own calls, under the screen's prefix (`graphExtrasKeys.all`), which every change refreshes. */
export const graphKeys = {
  series: (siteObjId: string, period: string, from?: number, to?: number) =>
    [...graphExtrasKeys.all(siteObjId), 'series', period, from ?? null, to ?? null] as const,
  gdd: (siteObjId: string) => [...graphExtrasKeys.all(siteObjId), 'gdd'] as const,
  prediction: (siteObjId: string) => [...graphExtrasKeys.all(siteObjId), 'prediction'] as const,
};

/** The series in their compact binary form: a year is a fraction of the JSON, and decodes faster than JSON parses. */
const compactSeries = { mediaType: SERIES_MEDIA_TYPE, decode: decodeSiteSeries };

export const fetchSeries = (siteObjId: string, from: number, to: number, signal?: AbortSignal) =>
  callEncoded(graphEndpoints.series, compactSeries, {
    params: { siteId: siteObjId },
    query: { fromDate: iso(from), toDate: iso(to) },
    signal,
  });

export const fetchGddEnvelope = (siteObjId: string, signal?: AbortSignal) =>
  call(graphEndpoints.gddEnvelope, { params: { siteId: siteObjId }, signal });

export const recomputeGddEnvelope = (siteObjId: string) => call(graphEndpoints.recomputeGddEnvelope, { body: [{ siteId: siteObjId }] });

export const fetchPrediction = (siteObjId: string, signal?: AbortSignal) =>
  call(graphEndpoints.prediction, { params: { id: siteObjId }, signal });
