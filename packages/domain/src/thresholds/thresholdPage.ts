import { z } from 'zod';
import { THRESHOLD_KINDS, type ThresholdKind } from '../agronomy/thresholds';
import { recomputeStatusSchema } from '../dailyValues/recompute';

/**
 * The threshold page (spec 001 §2.9, §3 "Threshold sets per site", §4 "Threshold columns") in the
 * documented names: per column `rpValues` (the user's, M), `rpValues_mlValue` (detected, A),
 * `rpValuesEdited` (the column's A/M switch), and the local sensor's `rpValuesLocal…` variants.
 * Each list has one entry per sensor depth keyed by its index: [{ "0": 60 }, { "1": 62 }].
 * FC and PWP are volumetric water content (%); RP, WL1 and WL2 are percent of available water.
 * One A/M switch per column covers hardware and local sensors alike (the page has one row of switches).
 */
export const depthValuesSchema = z.array(z.record(z.string(), z.number()));
export type DepthValues = z.infer<typeof depthValuesSchema>;

type SetKeys<K extends ThresholdKind> = `${K}Values` | `${K}ValuesLocal` | `${K}Values_mlValue` | `${K}ValuesLocal_mlValue`;

const setShape = Object.fromEntries(
  THRESHOLD_KINDS.flatMap((kind) => [
    [`${kind}Values`, depthValuesSchema],
    [`${kind}ValuesLocal`, depthValuesSchema],
    [`${kind}Values_mlValue`, depthValuesSchema],
    [`${kind}ValuesLocal_mlValue`, depthValuesSchema],
    [`${kind}ValuesEdited`, z.boolean()],
  ]),
) as Record<SetKeys<ThresholdKind>, typeof depthValuesSchema> & Record<`${ThresholdKind}ValuesEdited`, z.ZodBoolean>;

export const thresholdSetsSchema = z.object(setShape);
export type ThresholdSets = z.infer<typeof thresholdSetsSchema>;

/** One row of the threshold table: a sensor by name and depth (local sensors first, then hardware). */
export const thresholdSensorSchema = z.object({
  /** The depth's key in the value lists ("0", "1", …). */
  key: z.string(),
  variant: z.enum(['hardware', 'local']),
  name: z.string(),
  depthIn: z.number(),
});
export type ThresholdSensor = z.infer<typeof thresholdSensorSchema>;

export const thresholdPageSchema = z.object({
  objectId: z.string(),
  siteId: z.string(),
  name: z.string(),
  hardwareType: z.string(),
  plantType: z.string().nullable(),
  /** YYYY-MM-DD, local to the farm; null when the site has none (templates cannot be shown). */
  plantingDate: z.string().nullable(),
  timeZone: z.string(),
  cropTemplate: z.object({ objectId: z.string() }).nullable(),
  /** Null when the site has no sensors to hold thresholds ('Threshold sets missing', spec 001 §8). */
  thresholds: thresholdSetsSchema.nullable(),
  sensors: z.array(thresholdSensorSchema),
  recompute: recomputeStatusSchema,
  /** The caller may change thresholds, apply templates and recompute (spec 001 §6). */
  canEdit: z.boolean(),
});
export type ThresholdPage = z.infer<typeof thresholdPageSchema>;

/** Threshold values: percentages and VWC alike lie in 0–100. */
const depthValuesBody = z.array(z.record(z.string().max(3), z.number().min(0).max(100))).max(32);

/** The threshold fields of the one site update (PATCH /site/{id}, siteConfig/siteUpdate.ts): lists and A/M flags. */
export const thresholdEditsShape = Object.fromEntries(
  THRESHOLD_KINDS.flatMap((kind) => [
    [`${kind}Values`, depthValuesBody.optional()],
    [`${kind}ValuesLocal`, depthValuesBody.optional()],
    [`${kind}ValuesEdited`, z.boolean().optional()],
  ]),
) as Record<`${ThresholdKind}Values` | `${ThresholdKind}ValuesLocal`, z.ZodOptional<typeof depthValuesBody>> &
  Record<`${ThresholdKind}ValuesEdited`, z.ZodOptional<z.ZodBoolean>>;

export type ThresholdEdits = { [K in keyof typeof thresholdEditsShape]?: z.infer<(typeof thresholdEditsShape)[K]> };

/** Spec 001 §8 texts of the threshold page. */
export const THRESHOLD_PAGE_MESSAGES = {
  setsMissing: 'Cannot access data for this site: Site does not have valid badger / fox ids entered',
  noPlantingDate: 'This site does not have planting date. Template feature will not work for this site.',
  templateNeedsPlantingDate: 'Template cannot be displayed because "Planting Date" info is missing',
  cropUnknown: "Cannot identify 'Crop Type' for this site",
  noTemplates: (cropType: string) => `Cannot find templates for CropType: ${cropType}`,
  saveFailed: 'An error occured',
  updateSuccessfulTitle: 'Update Successful!',
  updateSuccessful: 'The threshold data updated successfully.',
  inProgressTitle: 'Update In Progress!',
  inProgress: 'Recompute all values is in progress, Please refresh the page and check after some time',
  alreadyRunning: 'A recompute of this site is already running. Please wait until it finishes.',
  deleteConfirm: 'This action cannot be reverted. Are you sure you want to delete this template?',
  overwriteTitle: 'Overwrite existing template?',
  overwriteConfirm: 'This action cannot be reverted. Are you sure you want to continue?',
  negative: 'Values cannot be negative.',
  ownTemplate: 'You own this template!',
} as const;
