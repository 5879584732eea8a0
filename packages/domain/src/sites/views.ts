import { z } from 'zod';
import type { BucketDetails } from '../agronomy/buckets';
import type { BarColour, PinGraphic, SiteStateFlags } from '../agronomy/siteState';

/**
 * Answers of the farm sites page and the site detail shell (spec 001 §2.1–§2.7), shared by the
 * server's presenters and the web app. Depths are inches, water depths inches, times ISO UTC.
 */

export interface SiteCardDetail {
  depths: number[];
  rootDepth: number;
  plantImageHeight: number;
  rootImageHeight: number;
  rawPerDepth: { key: string; depth: number; raw: number | null; percentageFilled: number | null }[];
  bucketDetails: BucketDetails | null;
  predictedWaterUse?: { forecastDay: number; forecastValue: string; display: boolean }[];
  growth?: { plantType: string; plantingDate: string; nextGrowthStage: string | null; nextGrowthStageDate: string | null };
  /** The newest wetting event of the last two weeks (rain or irrigation), null when none. */
  lastWettingEvent?: { at: string; riseVwc: number | null; sizeIn: number | null } | null;
  /** How deep that event's water reached: the deepest sensor that responded. */
  percolation?: { depthIn: number | null; deepDrainage: boolean } | null;
}

export interface SiteCardView {
  id: string;
  objectId: string;
  siteId: string;
  name: string;
  status: 'ACTIVE' | 'PENDING' | 'INACTIVE';
  farm: { objectId: string };
  location: { latitude: number; longitude: number };
  planDetails: { plan: string };
  crop: string | null;
  plantingDate: string | null;
  installByDate: string | null;
  hardwareType: string;
  twigId: string | null;
  baseStationId: string | null;
  foxSensor: string | null;
  lastUpdated: string | null;
  state: SiteStateFlags;
  pin: PinGraphic;
  reporting: string;
  bar: { percentageFilled: number | null; colour: BarColour; rp: number; wl1: number; wl2: number };
  raw: number | null;
  deficit: number | null;
  canViewDetail: boolean;
  canOpenGraph: boolean;
  detail: SiteCardDetail | null;
}

/** GET /farm/{farmId}/sites and GET /sites?farmIds=. */
export interface SiteListPage {
  farms: { objectId: string; name: string }[];
  total: number;
  skip: number;
  limit: number;
  sites: SiteCardView[];
}

/** GET /site/{id}/header: the site detail shell's header (spec 001 §2.5, spec 002 §2.1). */
export interface SiteHeaderView {
  objectId: string;
  siteId: string;
  name: string;
  status: string;
  farm: { objectId: string; name: string };
  plan: string;
  hardwareType: string;
  /** The Template tab is hidden for a pressure transducer. */
  pressureTransducer: boolean;
  twigId: string | null;
  crop: string | null;
  plantingDate: string | null;
  lastUpdated: string | null;
  /** LORA signal of the newest probe reading; null ('no value') when missing or older than a day. */
  signal: { rssi: number; bars: number; label: string; at: string } | null;
  /** Battery of the newest reading; the gauge hides when percent is 0. */
  battery: { volts: number; percent: number; visible: boolean; at: string } | null;
  /** Admin role or a Silver or Gold plan: otherwise the shell sends the user back to the farm's sites. */
  canOpenGraph: boolean;
  /** The graph's Notes option is offered (spec 001 §2.8); saved on the site by PATCH /site/{id}. */
  showNotes: boolean;
}

/** Spec 001 §2.7: thumbnails show 60 days back to 25 days ahead. */
export const THUMBNAIL_DAYS_BACK = 60;
export const THUMBNAIL_DAYS_AHEAD = 25;
export const THUMBNAIL_MAX_SITES = 100;

/** POST /stem/graph-datas: several sites' graphs at once, for the thumbnails. */
export const graphDatasBodySchema = z.object({
  sites: z
    .array(z.object({ siteId: z.string().min(1).max(32), twigId: z.string().min(1).max(32).optional() }))
    .min(1, 'Name at least one site')
    .max(THUMBNAIL_MAX_SITES, `At most ${THUMBNAIL_MAX_SITES} sites at once`),
  fromDate: z.string().max(40).optional(),
  toDate: z.string().max(40).optional(),
});
export type GraphDatasBody = z.infer<typeof graphDatasBodySchema>;

export interface ThumbnailSeries {
  siteId: string;
  objectId: string;
  twigId: string | null;
  name: string;
  /** Admin or a Silver or Gold plan; without it the series are left out. */
  allowed: boolean;
  depths: number[];
  /** Epoch seconds, one point per bucket (3 h), oldest first. */
  ts: number[];
  /** Root-zone available water, % (0 = PWP, 100 = FC). */
  aw: (number | null)[];
  /** VWC % per depth, top first. */
  moisture: (number | null)[][];
  thresholds: { rp: number; wl1: number; wl2: number };
}

export interface ThumbnailAnswer {
  from: number;
  to: number;
  bucketSeconds: number;
  sites: ThumbnailSeries[];
}

/** Thumbnail columns by site count (spec 001 §2.7): up to 7 → 4, 8 to 19 → 3, 20 or more → 2. */
export function thumbnailColumns(siteCount: number): 2 | 3 | 4 {
  if (siteCount <= 7) return 4;
  if (siteCount <= 19) return 3;
  return 2;
}
