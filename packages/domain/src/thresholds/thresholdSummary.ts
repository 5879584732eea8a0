import { z } from 'zod';

/**
 * The answer of POST /site/{id}/thresholds/detect: the threshold tables in force after a
 * detection run and what the run found per depth. The shapes are those of the detection
 * pipeline (agronomy/thresholdDetection/thresholdUpdate.ts: DetectionRecord, ThresholdTable),
 * which the server's answer is checked against at compile time.
 */

const fcDetectionSchema = z.object({
  /** Median of the confirmed candidates, %VWC. */
  value: z.number().nullable(),
  reliable: z.boolean(),
  reason: z.enum(['detected', 'tooFewEvents', 'mostlyFallback', 'slowDrainage']),
  /** Saturating events whose candidate was confirmed: 'detected from N events'. */
  events: z.number().int(),
  flatNights: z.number().int(),
  /** The value went into the detected thresholds; rejected says why a reliable one did not. */
  written: z.boolean(),
  rejected: z.literal('notAbovePwp').nullable(),
});

const rpDetectionSchema = z.object({
  /** Refill point, %VWC. */
  value: z.number().nullable(),
  reliable: z.boolean(),
  reason: z.enum(['detected', 'tooFewDays', 'notReached', 'noSeason', 'noRootActivity', 'slowDrainage']),
  /** Dry-down days in the fit. */
  days: z.number().int(),
  /** The refill point as % of available water against the FC and PWP in force. */
  percent: z.number().nullable(),
  written: z.boolean(),
  rejected: z.enum(['invalidRange', 'outsideRange']).nullable(),
});

const depthDetectionRecordSchema = z.object({ depthIn: z.number(), fc: fcDetectionSchema, rp: rpDetectionSchema });

/** The last run, as stored in the site's settings under `thresholdDetection`. */
export const detectionRunSchema = z.object({
  ranAt: z.string(),
  /** Epoch seconds of the readings window used; null without readings. */
  from: z.number().nullable(),
  to: z.number().nullable(),
  depths: z.array(depthDetectionRecordSchema),
  /** The local sensor's depth; null when the site has none. */
  local: z.array(depthDetectionRecordSchema).nullable(),
});

/** One threshold column (spec 001 §2.9): A/M switch and its values per depth. */
const thresholdColumnSchema = z.object({
  /** The column is manual (M): its values are the user's. */
  userEdited: z.boolean(),
  /** Values in force per depth. */
  value: z.array(z.number()),
  detected: z.array(z.number()),
  manual: z.array(z.number()),
});

/** One device's threshold table: its depths and the FC, PWP, RP, WL1 and WL2 columns. */
const deviceThresholdTableSchema = z.object({
  depthsIn: z.array(z.number()),
  thresholds: z.object({
    fc: thresholdColumnSchema,
    pwp: thresholdColumnSchema,
    rp: thresholdColumnSchema,
    wl1: thresholdColumnSchema,
    wl2: thresholdColumnSchema,
  }),
});

export const thresholdSummarySchema = z.object({
  siteId: z.string(),
  objectId: z.string(),
  /** Null before the first run. */
  detection: detectionRunSchema.nullable(),
  /** A device the site does not have (or a probe without depths) is null. */
  probe: deviceThresholdTableSchema.nullable(),
  local: deviceThresholdTableSchema.nullable(),
});
export type ThresholdSummary = z.infer<typeof thresholdSummarySchema>;
