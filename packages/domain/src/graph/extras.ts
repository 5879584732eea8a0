import { z } from 'zod';
import { DELETE_RANGE_ERROR, DELETE_RANGE_MIN_SECONDS } from './timePeriods';

/**
 * The graph screen's side calls (spec 001 §7 "Graph"): rainfall, applied irrigation, prediction,
 * water percolation, root activity, GDD envelope, delete data and the site's notes switch.
 * Shared by the server (validation, answers) and the web app (types).
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** A daily or event amount in inches at a time (ISO 8601 UTC). */
export interface InchPoint {
  xValue: string;
  yValue: number;
}

/** GET /stem/get-rain-fall-data/{id} and /stem/get-irrigation-data/{id}: ?startDate&endDate. */
export const overlayQuerySchema = z.object({
  startDate: z.string().max(40).optional(),
  endDate: z.string().max(40).optional(),
});

export interface RainfallAnswer {
  /** One point per local day with rain, at the day's local noon; inches, capped at 12, 3 decimals. */
  points: InchPoint[];
  /** True when the amounts come from the synthetic weather model (said so on screen). */
  simulated: boolean;
}

export interface IrrigationAnswer {
  /**
   * Applied irrigation: wetting events detected in the probe's readings (agronomy.md §3) that the
   * day's rainfall does not explain, at the event's start; inches (the profile's storage gain).
   */
  points: InchPoint[];
}

/** GET /stem/get-prediction-data/{id}: the next days' rain and available water (AW %, root zone). */
export interface PredictionAnswer {
  rainfallData: InchPoint[];
  waterUseData: InchPoint[];
  simulated: boolean;
}

/** GET /stem/wp-s3-data/{id}?fromDate&toDate: one row per wetting event's local date. */
export interface WaterPercolationRow {
  date: string;
  /** Depth in inches of the deepest sensor that responded (0 when none did); null when unknown. */
  waterPercolation: number | null;
  /** The user's depth for that date, one of `depthOptions`, or null. */
  waterPercolationManual: number | null;
}
export interface WaterPercolationAnswer {
  /** The probe's sensor depths in inches, plus 0. */
  depthOptions: number[];
  rows: WaterPercolationRow[];
}

/** PUT /stem/wp-s3-data/{id}: manual depths by date (null clears one). */
export const waterPercolationUpdateSchema = z.object({
  entries: z
    .array(z.object({ date: isoDate, waterPercolationManual: z.number().min(0).max(400).nullable() }))
    .min(1, 'Name at least one date')
    .max(1000),
});
export type WaterPercolationUpdate = z.infer<typeof waterPercolationUpdateSchema>;

/** Root activity per sensor: the detected first day of activity and the user's. */
export interface RootActivityRow {
  /** The sensor's index in the probe ("0" is the top sensor). */
  sensorId: string;
  depthIn: number;
  /** Detected first of three consecutive active days since planting (agronomy.md §3), YYYY-MM-DD. */
  dateOfFirstRA: string | null;
  dateOfFirstRAManual: string | null;
}
/** GET /stem/root-activity/{id}?plantingDate (auto) — answers every sensor, with its manual date. */
export interface RootActivityAnswer {
  plantingDate: string | null;
  rows: RootActivityRow[];
}

export const INVALID_PLANTING_DATE = 'Invalid Planting Date';
export const ROOT_ACTIVITY_BEFORE_PLANTING = 'Root activity dates cannot precede the planting date';

/** PUT /stem/ra/{id}: manual first-activity dates per sensor (null clears one). */
export const rootActivityUpdateSchema = z.object({
  entries: z
    .array(
      z.object({ sensorId: z.string().regex(/^\d{1,2}$/, 'sensorId must be a sensor index'), dateOfFirstRAManual: isoDate.nullable() }),
    )
    .min(1, 'Name at least one sensor')
    .max(50),
});
export type RootActivityUpdate = z.infer<typeof rootActivityUpdateSchema>;

/** POST /stem/recompute/gdd-envelope: the sites whose envelope to compute again. */
export const recomputeGddSchema = z
  .array(z.object({ siteId: z.string().min(1).max(32) }))
  .min(1)
  .max(100);

/** DELETE /stem/graph-data/{siteId}/{twigId} and /stem/phant-data/…: ?fromDate&toDate, an hour apart at least. */
export const deleteDataQuerySchema = z
  .object({
    fromDate: z.iso.datetime({ offset: true, error: 'fromDate must be an ISO 8601 date and time' }),
    toDate: z.iso.datetime({ offset: true, error: 'toDate must be an ISO 8601 date and time' }),
  })
  .refine((q) => (Date.parse(q.toDate) - Date.parse(q.fromDate)) / 1000 >= DELETE_RANGE_MIN_SECONDS, {
    error: DELETE_RANGE_ERROR,
    path: ['toDate'],
  });

export interface DeleteDataAnswer {
  /** Readings hidden from the graphs (graph-data) or removed from storage (phant-data). */
  readings: number;
}

/** Spec 001 §6: 'Delete Data' shows only on these tabs. */
export const DELETE_DATA_TABS = ['AW', 'MOIST', 'TEMP', 'SAL', 'EC', 'VIC'] as const;

/** PATCH /site/{id}: the notes switch of the graph screen (other site settings come with configuration). */
export const siteNotesPatchSchema = z.object({ showNotes: z.boolean() }).strict();

/** Thresholds of one device for the chart's relative series and bands: per depth, VWC % (fc, pwp) and AW % (rp, wl1, wl2). */
export interface DeviceThresholds {
  fc: number[];
  pwp: number[];
  rp: number[];
  wl1: number[];
  wl2: number[];
  /** Layer thickness in inches per depth (midpoint rule), for available water in inches. */
  thicknessIn: number[];
}

/** GET /stem/gdd-envelope/{siteId}: accumulated GDD since planting against past seasons' range, with growth stages. */
export interface GddEnvelopeView {
  absolute: {
    xValue: string;
    agdd: number | null;
    agddEnvelopeMin: number | null;
    agddEnvelopeMax: number | null;
    agddEnvelopeAvg: number | null;
  }[];
  relative: never[];
  stageData: { xValue: string; stageName: string }[];
  simulated: boolean;
  unit: 'F' | 'C';
}
