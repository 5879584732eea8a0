import { z } from 'zod';
import { deviceThresholdsSchema } from './extras';

/**
 * GET /sites/{siteId}/series: the compact columnar readings the web app charts from. One array per
 * series, oldest first; times epoch seconds; canonical units (VWC %, °C, dS/m, V, dBm); null where
 * a reading is missing. A year of readings is megabytes: the server builds this shape directly.
 */

const column = z.array(z.number().nullable());

/** One device's readings; `moisture`… hold one column per depth, top first. */
export const deviceSeriesSchema = z.object({
  deviceId: z.string(),
  /** Inches; the local sensor's single depth is LOCAL_SENSOR_DEPTH_IN. */
  depths: z.array(z.number()),
  ts: z.array(z.number()),
  moisture: z.array(column),
  temperature: z.array(column),
  salinity: z.array(column),
  conductivity: z.array(column),
  battery: column,
  rssi: column,
  per: column,
  pressure: column,
});
export type DeviceSeries = z.infer<typeof deviceSeriesSchema>;

export const siteSeriesSchema = z.object({
  siteId: z.string(),
  objectId: z.string(),
  /** The farm's IANA time zone, for local-day axes. */
  timeZone: z.string(),
  from: z.number(),
  to: z.number(),
  /** Absent when the site has no such device. */
  probe: deviceSeriesSchema.optional(),
  local: deviceSeriesSchema.optional(),
  /** The chart's relative series and bands; the probe's are the defaults when it has no depths. */
  thresholds: z.object({ probe: deviceThresholdsSchema, local: deviceThresholdsSchema.optional() }),
});
export type SiteSeries = z.infer<typeof siteSeriesSchema>;
