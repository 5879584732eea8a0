import { z } from 'zod';
import { bucketDetailsSchema } from '../agronomy/buckets';
import { barColourSchema, pinGraphicSchema, siteStateFlagsSchema } from '../agronomy/siteState';

/**
 * Answers of the farm sites page (spec 001 §2.1–§2.4; the site detail shell's: siteDetail/), shared
 * by the server's presenters and the web app. Depths are inches, water depths inches, times ISO UTC.
 */

export const siteCardDetailSchema = z.object({
  depths: z.array(z.number()),
  rootDepth: z.number(),
  plantImageHeight: z.number(),
  rootImageHeight: z.number(),
  rawPerDepth: z.array(
    z.object({ key: z.string(), depth: z.number(), raw: z.number().nullable(), percentageFilled: z.number().nullable() }),
  ),
  bucketDetails: bucketDetailsSchema.nullable(),
  /** Active sites only: the next days' cumulative crop water use, inches as text with 2 decimals. */
  predictedWaterUse: z.array(z.object({ forecastDay: z.number().int(), forecastValue: z.string(), display: z.boolean() })).optional(),
  /** Active sites only; plantingDate MM/DD/YYYY ('' when unknown). */
  growth: z
    .object({
      plantType: z.string(),
      plantingDate: z.string(),
      nextGrowthStage: z.string().nullable(),
      nextGrowthStageDate: z.string().nullable(),
    })
    .optional(),
  /** The newest wetting event of the last two weeks (rain or irrigation), null when none. */
  lastWettingEvent: z.object({ at: z.string(), riseVwc: z.number().nullable(), sizeIn: z.number().nullable() }).nullable().optional(),
  /** How deep that event's water reached: the deepest sensor that responded. */
  percolation: z.object({ depthIn: z.number().nullable(), deepDrainage: z.boolean() }).nullable().optional(),
});
export type SiteCardDetail = z.infer<typeof siteCardDetailSchema>;

export const siteCardViewSchema = z.object({
  id: z.string(),
  objectId: z.string(),
  siteId: z.string(),
  name: z.string(),
  /** The stored status: ACTIVE or PENDING on the list (its two tabs). */
  status: z.string(),
  farm: z.object({ objectId: z.string() }),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  planDetails: z.object({ plan: z.string() }),
  crop: z.string().nullable(),
  plantingDate: z.string().nullable(),
  installByDate: z.string().nullable(),
  hardwareType: z.string(),
  twigId: z.string().nullable(),
  baseStationId: z.string().nullable(),
  foxSensor: z.string().nullable(),
  lastUpdated: z.string().nullable(),
  state: siteStateFlagsSchema,
  pin: pinGraphicSchema,
  /** FAIR, MED, LOW or NOT_CONNECTED by the newest reading's age. */
  reporting: z.string(),
  bar: z.object({ percentageFilled: z.number().nullable(), colour: barColourSchema, rp: z.number(), wl1: z.number(), wl2: z.number() }),
  raw: z.number().nullable(),
  deficit: z.number().nullable(),
  canViewDetail: z.boolean(),
  canOpenGraph: z.boolean(),
  /** Null when the caller's role may not see this plan's detail. */
  detail: siteCardDetailSchema.nullable(),
  /** Open sensor faults of the site's devices ("Flatline at 8 in"), from fleet health (issue 30). */
  sensorFaults: z.array(z.string()).optional(),
});
export type SiteCardView = z.infer<typeof siteCardViewSchema>;

/** GET /farm/{farmId}/sites and GET /sites?farmIds=. */
export const siteListPageSchema = z.object({
  farms: z.array(z.object({ objectId: z.string(), name: z.string() })),
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
  sites: z.array(siteCardViewSchema),
});
export type SiteListPage = z.infer<typeof siteListPageSchema>;
