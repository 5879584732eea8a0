import { z } from 'zod';
import { pathIdSchema } from '../api/params';
import { DELETE_RANGE_ERROR, DELETE_RANGE_MIN_SECONDS } from './timePeriods';

/**
 * The graph screen's side calls (spec 001 §7 "Graph"): rainfall, applied irrigation, prediction,
 * water percolation, root activity, GDD envelope, delete data and the site's notes switch.
 * Shared by the server (validation, answers) and the web app (types).
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** A daily or event amount in inches at a time (ISO 8601 UTC). */
export const inchPointSchema = z.object({ xValue: z.string(), yValue: z.number() });
export type InchPoint = z.infer<typeof inchPointSchema>;

/** GET /stem/get-rain-fall-data/{id} and /stem/get-irrigation-data/{id}: ?startDate&endDate. */
export const overlayQuerySchema = z.object({
  startDate: z.string().max(40).optional(),
  endDate: z.string().max(40).optional(),
});

export const rainfallAnswerSchema = z.object({
  /** One point per local day with rain, at the day's local noon; inches, capped at 12, 3 decimals. */
  points: z.array(inchPointSchema),
  /** True when the amounts come from the synthetic weather model (said so on screen). */
  simulated: z.boolean(),
});
export type RainfallAnswer = z.infer<typeof rainfallAnswerSchema>;

export const irrigationAnswerSchema = z.object({
  /**
   * Applied irrigation: wetting events detected in the probe's readings (docs/agronomy.md §3) that the
   * day's rainfall does not explain, at the event's start; inches (the profile's storage gain).
   */
  points: z.array(inchPointSchema),
});
export type IrrigationAnswer = z.infer<typeof irrigationAnswerSchema>;

/** GET /stem/get-prediction-data/{id}: the next days' rain and available water (AW %, root zone). */
export const predictionAnswerSchema = z.object({
  rainfallData: z.array(inchPointSchema),
  waterUseData: z.array(inchPointSchema),
  simulated: z.boolean(),
});
export type PredictionAnswer = z.infer<typeof predictionAnswerSchema>;

/** GET /stem/wp-s3-data/{id}?fromDate&toDate: one row per wetting event's local date. */
export const waterPercolationRowSchema = z.object({
  date: z.string(),
  /** Depth in inches of the deepest sensor that responded (0 when none did); null when unknown. */
  waterPercolation: z.number().nullable(),
  /** The user's depth for that date, one of `depthOptions`, or null. */
  waterPercolationManual: z.number().nullable(),
});
export type WaterPercolationRow = z.infer<typeof waterPercolationRowSchema>;
export const waterPercolationAnswerSchema = z.object({
  /** The probe's sensor depths in inches, plus 0. */
  depthOptions: z.array(z.number()),
  rows: z.array(waterPercolationRowSchema),
});
export type WaterPercolationAnswer = z.infer<typeof waterPercolationAnswerSchema>;

/** PUT /stem/wp-s3-data/{id}: manual depths by date (null clears one). */
export const waterPercolationUpdateSchema = z.object({
  entries: z
    .array(z.object({ date: isoDate, waterPercolationManual: z.number().min(0).max(400).nullable() }))
    .min(1, 'Name at least one date')
    .max(1000),
});
export type WaterPercolationUpdate = z.infer<typeof waterPercolationUpdateSchema>;

/** PUT /stem/wp-s3-data/{id} and PUT /stem/ra/{id}: how many entries were saved. */
export const updatedCountSchema = z.object({ updated: z.number().int() });

/** GET /stem/root-activity/{id}?plantingDate: the planting date to detect from (default: the site's). */
export const rootActivityQuerySchema = z.object({ plantingDate: isoDate.optional() });

/** Root activity per sensor: the detected first day of activity and the user's. */
export const rootActivityRowSchema = z.object({
  /** The sensor's index in the probe ("0" is the top sensor). */
  sensorId: z.string(),
  depthIn: z.number(),
  /** Detected first of three consecutive active days since planting (docs/agronomy.md §3), YYYY-MM-DD. */
  dateOfFirstRA: z.string().nullable(),
  dateOfFirstRAManual: z.string().nullable(),
});
export type RootActivityRow = z.infer<typeof rootActivityRowSchema>;
/** GET /stem/root-activity/{id}?plantingDate (auto) — answers every sensor, with its manual date. */
export const rootActivityAnswerSchema = z.object({
  plantingDate: z.string().nullable(),
  rows: z.array(rootActivityRowSchema),
});
export type RootActivityAnswer = z.infer<typeof rootActivityAnswerSchema>;

/** GET /stem/ra/{id}: the sensors that have a manual first root-activity date. */
export const manualRootActivitySchema = z.object({ sensorId: z.string(), dateOfFirstRAManual: z.string() });
export type ManualRootActivity = z.infer<typeof manualRootActivitySchema>;

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
  .array(z.object({ siteId: pathIdSchema }))
  .min(1)
  .max(100);

/** GET /stem/gdd-envelope/{siteId}/{growthId}: growthId is accepted and ignored. */
export const gddGrowthParams = z.object({ siteId: pathIdSchema, growthId: z.string().min(1).max(64) });

/**
 * What the delete routes require of the query: both dates present. The service then reads them
 * with deleteDataQuerySchema, so its 400 names the field and the hour rule.
 */
export const deleteRangeQuerySchema = z.object({ fromDate: z.string().max(40), toDate: z.string().max(40) });

/** DELETE /stem/…/{siteId}/{twigId}: the site and one of its devices (probe, local sensor or base station). */
export const siteDeviceParams = z.object({ siteId: pathIdSchema, twigId: pathIdSchema });

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

export const deleteDataAnswerSchema = z.object({
  /** Readings hidden from the graphs (graph-data) or removed from storage (phant-data). */
  readings: z.number().int(),
});
export type DeleteDataAnswer = z.infer<typeof deleteDataAnswerSchema>;

/** Spec 001 §6: 'Delete Data' shows only on these tabs. */
export const DELETE_DATA_TABS = ['AW', 'MOIST', 'TEMP', 'SAL', 'EC', 'VIC'] as const;

/** Thresholds of one device for the chart's relative series and bands: per depth, VWC % (fc, pwp) and AW % (rp, wl1, wl2). */
export const deviceThresholdsSchema = z.object({
  fc: z.array(z.number()),
  pwp: z.array(z.number()),
  rp: z.array(z.number()),
  wl1: z.array(z.number()),
  wl2: z.array(z.number()),
  /** Layer thickness in inches per depth (midpoint rule), for available water in inches. */
  thicknessIn: z.array(z.number()),
});
export type DeviceThresholds = z.infer<typeof deviceThresholdsSchema>;

/** GET /stem/gdd-envelope/{siteId}: accumulated GDD since planting against past seasons' range, with growth stages. */
export const gddEnvelopeViewSchema = z.object({
  absolute: z.array(
    z.object({
      xValue: z.string(),
      agdd: z.number().nullable(),
      agddEnvelopeMin: z.number().nullable(),
      agddEnvelopeMax: z.number().nullable(),
      agddEnvelopeAvg: z.number().nullable(),
    }),
  ),
  /** Always empty: GDD has no relative form. */
  relative: z.array(z.never()),
  stageData: z.array(z.object({ xValue: z.string(), stageName: z.string() })),
  simulated: z.boolean(),
  unit: z.enum(['F', 'C']),
});
export type GddEnvelopeView = z.infer<typeof gddEnvelopeViewSchema>;

/** POST /stem/recompute/gdd-envelope: each site's envelope computed afresh, under the id it was asked by. */
export const recomputedGddSchema = z.array(z.object({ siteId: z.string(), gddEnvelope: gddEnvelopeViewSchema }));
