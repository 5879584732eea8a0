import { z } from 'zod';
import { dateRangeQuery, pathIdSchema } from '../api/params';
import { bucketDetailsSchema } from '../agronomy/buckets';
import { barColourSchema, pinGraphicSchema, siteStateFlagsSchema } from '../agronomy/siteState';
import { PLAN_ACTIONS } from '../policy/policy';

/**
 * Answers of the farm sites page and the site detail shell (spec 001 §2.1–§2.7), shared by the
 * server's presenters and the web app. Depths are inches, water depths inches, times ISO UTC.
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

/** GET /site/{id}/header: the site detail shell's header (spec 001 §2.5, spec 002 §2.1). */
export const siteHeaderViewSchema = z.object({
  objectId: z.string(),
  siteId: z.string(),
  name: z.string(),
  status: z.string(),
  farm: z.object({ objectId: z.string(), name: z.string() }),
  plan: z.string(),
  hardwareType: z.string(),
  /** The Template tab is hidden for a pressure transducer. */
  pressureTransducer: z.boolean(),
  twigId: z.string().nullable(),
  crop: z.string().nullable(),
  plantingDate: z.string().nullable(),
  lastUpdated: z.string().nullable(),
  /** LORA signal of the newest probe reading; null ('no value') when missing or older than a day. */
  signal: z.object({ rssi: z.number(), bars: z.number(), label: z.string(), at: z.string() }).nullable(),
  /** Battery of the newest reading; the gauge hides when percent is 0. */
  battery: z.object({ volts: z.number(), percent: z.number(), visible: z.boolean(), at: z.string() }).nullable(),
  /** The policy's 'graph:read' (tilth_admin or a Silver or Gold plan): otherwise the shell sends the user back to the farm's sites. */
  canOpenGraph: z.boolean(),
  /**
   * The plan-gated actions the policy lets the caller take on this site (role, plan, subtree):
   * the graph screen offers what is listed here instead of re-deriving the plan rules.
   */
  allowedActions: z.array(z.enum(PLAN_ACTIONS)),
  /** The graph's Notes option is offered (spec 001 §2.8); saved on the site by PATCH /site/{id}. */
  showNotes: z.boolean(),
});
export type SiteHeaderView = z.infer<typeof siteHeaderViewSchema>;

/** Spec 001 §2.7: thumbnails show 60 days back to 25 days ahead. */
export const THUMBNAIL_DAYS_BACK = 60;
export const THUMBNAIL_DAYS_AHEAD = 25;
export const THUMBNAIL_MAX_SITES = 100;

/** POST /stem/graph-datas: several sites' graphs at once, for the thumbnails. */
export const graphDatasBodySchema = z.object({
  sites: z
    .array(z.object({ siteId: pathIdSchema, twigId: pathIdSchema.optional() }))
    .min(1, 'Name at least one site')
    .max(THUMBNAIL_MAX_SITES, `At most ${THUMBNAIL_MAX_SITES} sites at once`),
  ...dateRangeQuery.shape,
});
export type GraphDatasBody = z.infer<typeof graphDatasBodySchema>;

export const thumbnailSeriesSchema = z.object({
  siteId: z.string(),
  objectId: z.string(),
  twigId: z.string().nullable(),
  name: z.string(),
  /** The policy's 'graph:read' (tilth_admin or a Silver or Gold plan); without it the series are left out. */
  allowed: z.boolean(),
  depths: z.array(z.number()),
  /** Epoch seconds, one point per bucket (3 h), oldest first. */
  ts: z.array(z.number()),
  /** Root-zone available water, % (0 = PWP, 100 = FC). */
  aw: z.array(z.number().nullable()),
  /** VWC % per depth, top first. */
  moisture: z.array(z.array(z.number().nullable())),
  thresholds: z.object({ rp: z.number(), wl1: z.number(), wl2: z.number() }),
});
export type ThumbnailSeries = z.infer<typeof thumbnailSeriesSchema>;

export const thumbnailAnswerSchema = z.object({
  from: z.number(),
  to: z.number(),
  bucketSeconds: z.number(),
  sites: z.array(thumbnailSeriesSchema),
});
export type ThumbnailAnswer = z.infer<typeof thumbnailAnswerSchema>;

/** Thumbnail columns by site count (spec 001 §2.7): up to 7 → 4, 8 to 19 → 3, 20 or more → 2. */
export function thumbnailColumns(siteCount: number): 2 | 3 | 4 {
  if (siteCount <= 7) return 4;
  if (siteCount <= 19) return 3;
  return 2;
}
