import { z } from 'zod';

/**
 * The irrigation planner's answers: per site, what the root zone holds now, when it reaches the
 * refill point, how much to put on and how long the system must run. Depths in inches, the API's
 * canonical unit; the screens show inches or millimetres per the user's units.
 */

/** An input a number needs, and where the user sets it. */
export const MISSING_INPUTS = [
  'plan',
  'readings',
  'probeSilent',
  'crop',
  'plantingDate',
  'forecast',
  'irrigationSystem',
  'flowRate',
] as const;
export type MissingInputKind = (typeof MISSING_INPUTS)[number];
/** Where each missing input is set: the site's subscription card, its configuration or About page, or its probe. */
export const INPUT_PLACES = ['subscription', 'configuration', 'about', 'probe'] as const;
export const missingInputSchema = z.object({
  input: z.enum(MISSING_INPUTS),
  message: z.string(),
  place: z.enum(INPUT_PLACES),
});
export type MissingInput = z.infer<typeof missingInputSchema>;

/** due: irrigate today (or overdue); soon: within the forecast; ok: not within it; outOfSeason; incomplete: an input is missing. */
export const RECOMMENDATION_STATUSES = ['due', 'soon', 'ok', 'outOfSeason', 'incomplete'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

export const rootZoneNowSchema = z.object({
  /** Local day of the measurement (the newest derived day with readings). */
  measuredOn: z.string(),
  availableWaterIn: z.number(),
  capacityIn: z.number(),
  percentFilled: z.number(),
  /** The top of the day's green band (template band, else WL2), % and inches of available water. */
  targetPercent: z.number(),
  targetIn: z.number(),
  refillPointPercent: z.number(),
  refillPointIn: z.number(),
  /** Net irrigation logged since the measurement (counted in the two numbers below), inches. */
  loggedSinceIn: z.number(),
  /** Water to add to reach the target now, inches. */
  deficitToTargetIn: z.number(),
  /** Water left above the refill point, inches (0 at or below it). */
  aboveRefillIn: z.number(),
});
export type RootZoneNow = z.infer<typeof rootZoneNowSchema>;

export const projectionDaySchema = z.object({
  date: z.string(),
  cropUseIn: z.number(),
  rainIn: z.number(),
  effectiveRainIn: z.number(),
  irrigationIn: z.number(),
  /** Water left above the refill point at the day's end, inches (negative: below it). */
  aboveRefillIn: z.number(),
});

export const projectionSchema = z.object({
  days: z.array(projectionDaySchema),
  /** Mean forecast crop use, in/day. */
  dailyUseIn: z.number(),
  /** The day the root zone reaches the refill point; null: not within the forecast. */
  refillDate: z.string().nullable(),
  /** 0: at or below it now. */
  daysToRefill: z.number().int().nullable(),
  rainRule: z.string(),
  /** The forecast came from the offline weather model (labelled simulated). */
  forecastSimulated: z.boolean(),
});
export type Projection = z.infer<typeof projectionSchema>;

export const amountSchema = z.object({
  /** Net depth to bring the root zone back to the target, less the rain allowance. */
  netIn: z.number(),
  rainAllowanceIn: z.number(),
  efficiencyPercent: z.number(),
  grossIn: z.number(),
});

export const runTimeSchema = z.object({
  rateInPerHour: z.number(),
  hours: z.number(),
  /** Whole days the system runs around the clock (a pivot's days), hours ÷ 24. */
  days: z.number(),
});

export const recommendationSchema = z.object({
  status: z.enum(RECOMMENDATION_STATUSES),
  now: rootZoneNowSchema.nullable(),
  projection: projectionSchema.nullable(),
  amount: amountSchema.nullable(),
  runTime: runTimeSchema.nullable(),
  /** The last day to start so the whole field is watered before the refill point; null: not within the forecast. */
  irrigateBy: z.string().nullable(),
  overdue: z.boolean(),
  /** One line for cards and headers: "Irrigate by Thu · 1.2 in · 14 h". */
  summary: z.string(),
  /** Why: "Refill point in 2 days at 0.28 in/day". */
  reason: z.string(),
  missing: z.array(missingInputSchema),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
