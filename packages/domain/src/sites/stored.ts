import { z } from 'zod';
import { CROP_IDS } from '../agronomy/crops';

/**
 * What the server keeps as JSON text in its tables, checked once when a row is read, so code past
 * the repositories works with typed values and a damaged row fails naming its column.
 */

/** `devices.depths`: sensor depths in inches, top first; empty for a pressure transducer. */
export const storedDepthsSchema = z.array(z.number());

/**
 * `sites.settings`: the settings bag of the documented graph-data answer (sites/settings.ts builds
 * it). Its keys depend on the hardware and on what users and detection runs wrote since, so it
 * stays a loose record; readers pick the entries they know.
 */
export const storedSiteSettingsSchema = z.record(z.string(), z.unknown());
export type StoredSiteSettings = z.infer<typeof storedSiteSettingsSchema>;

/** `disconnections.notified_to`: the addresses told about an outage. */
export const storedRecipientsSchema = z.array(z.string());

/**
 * `demo_simulations.config`: the simulator's SiteSimConfig of a demo site (@tilth/simulator
 * config.ts), kept loose so a field the simulator adds later passes through unchanged.
 */
export const storedSimulationConfigSchema = z.looseObject({
  seed: z.union([z.number(), z.string()]),
  latitude: z.number(),
  longitude: z.number(),
  soil: z.enum(['sand', 'loam', 'clay']),
  crop: z.enum([...CROP_IDS, 'wheat']),
  plantingDate: z.string(),
  irrigation: z.enum(['centerPivot', 'drip', 'furrow', 'none']),
  mad: z.number().optional(),
  depthsIn: z.array(z.number()),
  localSensor: z.boolean().optional(),
  salinityEce: z.number().optional(),
  irrigationWaterEc: z.number().optional(),
  outages: z.boolean().optional(),
  disconnectedFromTs: z.number().optional(),
  sensorFaults: z
    .array(
      z.looseObject({
        kind: z.enum(['stuck', 'silent']),
        depthIndex: z.number().int().min(0),
        fromTs: z.number(),
        valueVwc: z.number().optional(),
      }),
    )
    .optional(),
  battery: z
    .looseObject({ startV: z.number().optional(), declinePerYearV: z.number().optional(), installedTs: z.number().optional() })
    .optional(),
  rssiMeanDbm: z.number().optional(),
  noiseSigmaVwc: z.number().optional(),
  originTs: z.number().optional(),
});
