import { z } from 'zod';
import { normaliseLineBreaks, isMultiLineText, multiLineMessage } from '../api/plainText';
import { clientIdSchema } from '../api/clientId';
import { isoTimeField } from '../siteGraph/notes';
import { dateParamError, dateRangeError, parseDateParam } from '../time/dateParam';

/**
 * A grower's own reading taken by hand (issue 37): a hand-probe soil moisture at a depth, or what
 * the rain gauge held. Stored and answered in canonical units — % volumetric water content, cm of
 * depth, mm of rain — which the screens show in the user's units.
 */
export const MANUAL_READING_KINDS = ['moisture', 'rain'] as const;
export type ManualReadingKind = (typeof MANUAL_READING_KINDS)[number];

/** What each kind's value is measured in, and the values a real reading can take. */
export const MANUAL_READING_UNITS = { moisture: '%', rain: 'mm' } as const satisfies Record<ManualReadingKind, string>;
export const MOISTURE_PERCENT_MAX = 100;
export const RAIN_MM_MAX = 1000;
/** A hand probe reaches a few feet at most; 300 cm leaves room for an auger. */
export const MANUAL_DEPTH_CM_MAX = 300;
export const MANUAL_NOTE_MAX_LENGTH = 500;

/** An optional note of up to 500 characters, several lines allowed; empty when left out. */
const manualNoteField = z
  .string({ error: 'note must be text' })
  .overwrite(normaliseLineBreaks)
  .trim()
  .max(MANUAL_NOTE_MAX_LENGTH, `note is too long (at most ${MANUAL_NOTE_MAX_LENGTH} characters)`)
  .refine(isMultiLineText, multiLineMessage('note'))
  .default('');

const finite = (field: string) => z.number({ error: `${field} must be a number` }).refine(Number.isFinite, `${field} must be a number`);

/**
 * POST /sites/{siteId}/manual-readings. `value` is % VWC for moisture (0–100) and mm for rain
 * (0–1000); `depthCm` is required for moisture and ignored for rain (a gauge has no depth).
 */
export const manualReadingCreateSchema = z
  .object({
    kind: z.enum(MANUAL_READING_KINDS, { error: "kind must be 'moisture' (hand probe) or 'rain' (rain gauge)" }),
    takenAt: isoTimeField('takenAt'),
    value: finite('value'),
    depthCm: finite('depthCm')
      .gt(0, 'depthCm must be more than 0 cm')
      .max(MANUAL_DEPTH_CM_MAX, `depthCm cannot be more than ${MANUAL_DEPTH_CM_MAX} cm`)
      .optional(),
    note: manualNoteField,
    clientId: clientIdSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'moisture') {
      if (body.value < 0 || body.value > MOISTURE_PERCENT_MAX) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'A soil moisture reading must be from 0 to 100 % (volumetric).' });
      }
      if (body.depthCm === undefined) {
        ctx.addIssue({ code: 'custom', path: ['depthCm'], message: 'Give the depth the hand probe read at (depthCm).' });
      }
    } else if (body.value < 0 || body.value > RAIN_MM_MAX) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `A rain gauge reading must be from 0 to ${RAIN_MM_MAX} mm.` });
    }
  });
export type ManualReadingCreate = z.input<typeof manualReadingCreateSchema>;
export type ManualReadingCreateParsed = z.output<typeof manualReadingCreateSchema>;

/** A request date by the graph calls' one rule (ISO 8601 or epoch, 2000–2099), refused naming its field. */
const rangeDate = (field: string) =>
  z
    .string()
    .max(40, dateParamError(field))
    .refine((text) => parseDateParam(text) !== null, dateParamError(field))
    .optional();

/** GET /sites/{siteId}/manual-readings?from&to: both optional, inclusive, newest first. */
export const manualReadingsQuerySchema = z.object({ from: rangeDate('from'), to: rangeDate('to') }).superRefine((query, ctx) => {
  if (query.from === undefined || query.to === undefined) return;
  const from = parseDateParam(query.from);
  const to = parseDateParam(query.to);
  const error = from !== null && to !== null ? dateRangeError(from, to, ['from', 'to']) : null;
  if (error) ctx.addIssue({ code: 'custom', path: ['from'], message: error });
});
export type ManualReadingsQuery = z.infer<typeof manualReadingsQuerySchema>;

export const manualReadingSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  kind: z.enum(MANUAL_READING_KINDS),
  /** ISO 8601 UTC. */
  takenAt: z.string(),
  /** % VWC (moisture) or mm (rain): see `unit`. */
  value: z.number(),
  unit: z.enum(['%', 'mm']),
  /** cm below the surface; null for rain. */
  depthCm: z.number().nullable(),
  note: z.string(),
  clientId: z.string().nullable(),
  createdBy: z.object({ objectId: z.string().nullable(), name: z.string().nullable() }),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
});
export type ManualReading = z.infer<typeof manualReadingSchema>;

export const manualReadingListSchema = z.object({ readings: z.array(manualReadingSchema) });
export type ManualReadingList = z.infer<typeof manualReadingListSchema>;
