import { z } from 'zod';
import { thresholdEditsShape, thresholdSetsSchema } from '../thresholds/thresholdPage';
import { parsedTwigSchema, siteConfigBodyShape } from './siteConfig';

/**
 * PATCH /site/{id} (spec 001 §7), the one general site update: the changed groups only.
 * - `showNotes`: the graph's notes switch (spec 001 §2.8, §4); anyone who reads the site may set it.
 * - Threshold sets with their A/M flags; `cropTemplate` applies a template ({ objectId }) or clears
 *   it (null); a new `plantType` clears the applied template (spec 002 §4). These need
 *   'site:editThresholds' (spec 001 §6).
 * - The site configuration groups of spec 002 §7.1 (siteConfig.ts): 'site:editConfig', except
 *   irrigationType and irrigationProperties (the irrigation-types card, 'site:editForecast') and
 *   selectedSensors ('site:selectSensors').
 */
export const siteUpdateBodySchema = z
  .object({
    ...siteConfigBodyShape,
    ...thresholdEditsShape,
    cropTemplate: z
      .object({ objectId: z.string().min(1).max(32) })
      .nullable()
      .optional(),
    plantType: z.string().trim().min(1).max(60).optional(),
    showNotes: z.boolean().optional(),
  })
  .strict();
export type SiteUpdateBody = z.infer<typeof siteUpdateBodySchema>;

/** `objectId`, `siteId` and `showNotes` on top as the notes switch always answered. */
export const siteUpdateAnswerSchema = z.object({
  objectId: z.string(),
  siteId: z.string(),
  showNotes: z.boolean(),
  parsedSite: z.object({
    objectId: z.string(),
    siteId: z.string(),
    name: z.string(),
    plantType: z.string().nullable(),
    cropTemplate: z.object({ objectId: z.string() }).nullable(),
    status: z.string(),
    location: z.object({ latitude: z.number(), longitude: z.number() }),
    soilType: z.string().nullable(),
    irrigationType: z.string().nullable(),
    /** YYYY-MM-DD, null when none. */
    plantingDate: z.string().nullable(),
    installByDate: z.string().nullable(),
    updatedAt: z.string(),
  }),
  /** The unit's settings after the change (spec 002 §7.1 parsedTwig). */
  parsedTwig: parsedTwigSchema,
  thresholds: thresholdSetsSchema.nullable(),
});
export type SiteUpdateAnswer = z.infer<typeof siteUpdateAnswerSchema>;
