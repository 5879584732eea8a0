import type { DeviceThresholds, GddEnvelopeView, PredictionAnswer } from '@tilth/domain';
import { api } from '../../api/client';
import { graphExtrasKeys } from './panels/graphExtrasApi';

/** One device's readings as GET /sites/{siteId}/series answers them (epoch s; VWC %, °C, dS/m, V, dBm). */
export interface DeviceSeries {
  deviceId: string;
  depths: number[];
  ts: number[];
  moisture: (number | null)[][];
  temperature: (number | null)[][];
  salinity: (number | null)[][];
  conductivity: (number | null)[][];
  battery: (number | null)[];
  rssi: (number | null)[];
  per: (number | null)[];
  pressure: (number | null)[];
}

export interface SiteSeries {
  siteId: string;
  objectId: string;
  timeZone: string;
  from: number;
  to: number;
  probe?: DeviceSeries;
  local?: DeviceSeries;
  thresholds?: { probe?: DeviceThresholds; local?: DeviceThresholds };
}

const id = encodeURIComponent;
const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** Query keys of the chart's own calls, under the screen's prefix (`graphExtrasKeys.all`), which every change refreshes. */
export const graphKeys = {
  series: (siteObjId: string, period: string, from?: number, to?: number) =>
    [...graphExtrasKeys.all(siteObjId), 'series', period, from ?? null, to ?? null] as const,
  gdd: (siteObjId: string) => [...graphExtrasKeys.all(siteObjId), 'gdd'] as const,
  prediction: (siteObjId: string) => [...graphExtrasKeys.all(siteObjId), 'prediction'] as const,
};

export const fetchSeries = (siteObjId: string, from: number, to: number, signal?: AbortSignal) =>
  api.get<SiteSeries>(`/sites/${id(siteObjId)}/series?fromDate=${id(iso(from))}&toDate=${id(iso(to))}`, signal);

export const fetchGddEnvelope = (siteObjId: string, signal?: AbortSignal) =>
  api.get<GddEnvelopeView>(`/stem/gdd-envelope/${id(siteObjId)}`, signal);

export const recomputeGddEnvelope = (siteObjId: string) =>
  api.post<{ siteId: string; gddEnvelope: GddEnvelopeView }[]>('/stem/recompute/gdd-envelope', [{ siteId: siteObjId }]);

export const fetchPrediction = (siteObjId: string, signal?: AbortSignal) =>
  api.get<PredictionAnswer>(`/stem/get-prediction-data/${id(siteObjId)}`, signal);
