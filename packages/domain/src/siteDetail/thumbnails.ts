import { z } from 'zod';
import { dateRangeQuery, pathIdSchema } from '../api/params';

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
