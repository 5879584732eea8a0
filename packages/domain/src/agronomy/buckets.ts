import { z } from 'zod';
import { layerBounds, rootZoneFraction } from './availableWater';
import { isFiniteNumber, round } from './math';
import type { Thresholds } from './thresholds';

/**
 * The site's bucketDetails (spec 001 §3, §9; spec 002 §2.9): per-depth dictionaries for hardware
 * and local sensors and the root-zone totalDictionary. Water in inches, percentages of available
 * water. Unlike the agronomic profile (availableWater.ts), AW here is not clamped at FC: a wet
 * profile reads over 100 % (dark-blue bar) and the spec floors the deficit at 0 instead.
 */

export interface BucketSensorInput {
  /** Depth key as stored with thresholds and readings, e.g. "0" or "deepSensor1". */
  key: string;
  depthIn: number;
  vwc: number | null;
  thresholds: Thresholds;
}

export const bucketEntrySchema = z.object({
  depth: z.number(),
  /** Share of the layer inside the root zone, 0–1. */
  rootFraction: z.number(),
  percentageFilled: z.number().nullable(),
  /** Available water in the whole layer, inches (negative below PWP). */
  awValue: z.number().nullable(),
  /** Layer capacity (FC − PWP) × thickness, inches. */
  bucketValue: z.number(),
  RP: z.number(),
  WL1: z.number(),
  WL2: z.number(),
  /** Water above the refill point, inches; 0 once at or below it. */
  rawValue: z.number().nullable(),
});
export type BucketEntry = z.infer<typeof bucketEntrySchema>;

/** Per-depth entries by depth key ("0", "1", … or "deepSensor1"). */
export const bucketDictionarySchema = z.record(z.string(), bucketEntrySchema);
export type BucketDictionary = z.infer<typeof bucketDictionarySchema>;

/** The root-zone total first, then one `{ [depthKey]: value }` per layer counted. */
const totalSeriesSchema = z.tuple([z.object({ total: z.number().nullable() })], z.record(z.string(), z.number().nullable()));
type TotalSeries = z.infer<typeof totalSeriesSchema>;

export const totalDictionarySchema = z.object({
  percentageFilled: totalSeriesSchema,
  aw: totalSeriesSchema,
  bucketValue: totalSeriesSchema,
  raw: totalSeriesSchema,
  RP: totalSeriesSchema,
  WL1: totalSeriesSchema,
  WL2: totalSeriesSchema,
});
export type TotalDictionary = z.infer<typeof totalDictionarySchema>;

export const bucketDetailsSchema = z.object({
  bucketDictionary: bucketDictionarySchema,
  localBucketDictionary: bucketDictionarySchema,
  totalDictionary: totalDictionarySchema,
  /** Total bucket − total AW, floored at 0, 2 decimals (spec 001 §9). */
  deficit: z.number().nullable(),
  /** A selected sensor inside the root zone had no reading. */
  partial: z.boolean(),
});
export type BucketDetails = z.infer<typeof bucketDetailsSchema>;

const r2 = (v: number | null): number | null => (v === null ? null : round(v, 2));

/** Readily available water above the refill point, floored at 0: (filled − RP)% of the bucket. */
export function waterAboveRefill(percentageFilled: number, rpPercent: number, bucketIn: number): number {
  return Math.max(0, ((percentageFilled - rpPercent) / 100) * bucketIn);
}

function dictionary(sensors: readonly BucketSensorInput[], rootDepthIn: number | null | undefined) {
  const sorted = [...sensors].sort((a, b) => a.depthIn - b.depthIn);
  const bounds = layerBounds(sorted.map((s) => s.depthIn));
  const entries = sorted.map((s, i) => {
    const b = bounds[i]!;
    const { fc, pwp, rp, wl1, wl2 } = s.thresholds;
    const bucket = (Math.max(0, fc - pwp) / 100) * b.thicknessIn;
    const aw = isFiniteNumber(s.vwc) && fc > pwp ? ((s.vwc - pwp) / 100) * b.thicknessIn : null;
    const pct = aw !== null && bucket > 0 ? (aw / bucket) * 100 : null;
    const entry: BucketEntry = {
      depth: s.depthIn,
      rootFraction: rootZoneFraction(b, rootDepthIn),
      percentageFilled: r2(pct),
      awValue: r2(aw),
      bucketValue: round(bucket, 2),
      RP: rp,
      WL1: wl1,
      WL2: wl2,
      rawValue: pct === null ? null : r2(waterAboveRefill(pct, rp, bucket)),
    };
    return { key: s.key, entry, aw, bucket };
  });
  return entries;
}

/**
 * Builds bucketDetails. Totals cover the selected hardware sensors (all when selectedKeys is
 * absent) inside the root depth, a partial layer by its share above Zr; thresholds total as
 * bucket-weighted means, so a profile with every layer at its RP reads exactly RP.
 */
export function bucketDetails(input: {
  hardware: readonly BucketSensorInput[];
  local?: readonly BucketSensorInput[];
  rootDepthIn?: number | null;
  selectedKeys?: readonly string[] | null;
}): BucketDetails {
  const hardware = dictionary(input.hardware, input.rootDepthIn);
  const local = dictionary(input.local ?? [], input.rootDepthIn);
  const selected = input.selectedKeys ? new Set(input.selectedKeys) : null;
  const counted = hardware.filter((h) => (selected ? selected.has(h.key) : true) && h.entry.rootFraction > 0);
  const partial = counted.some((h) => h.aw === null);
  const present = counted.filter((h) => h.aw !== null);

  let bucket = 0;
  let aw = 0;
  const weighted = { RP: 0, WL1: 0, WL2: 0 };
  for (const h of present) {
    const share = h.bucket * h.entry.rootFraction;
    bucket += share;
    aw += (h.aw as number) * h.entry.rootFraction;
    for (const k of ['RP', 'WL1', 'WL2'] as const) weighted[k] += h.entry[k] * share;
  }
  const has = present.length > 0 && bucket > 0;
  const pct = has ? (aw / bucket) * 100 : null;
  const threshold = (k: keyof typeof weighted) => (has ? weighted[k] / bucket : null);
  const rp = threshold('RP');
  const perLayer = (pick: (h: (typeof counted)[number]) => number | null): Record<string, number | null>[] =>
    counted.map((h) => ({ [h.key]: r2(pick(h)) }));
  const series = (total: number | null, pick: (h: (typeof counted)[number]) => number | null): TotalSeries => [
    { total: r2(total) },
    ...perLayer(pick),
  ];

  return {
    bucketDictionary: Object.fromEntries(hardware.map((h) => [h.key, h.entry])),
    localBucketDictionary: Object.fromEntries(local.map((h) => [h.key, h.entry])),
    totalDictionary: {
      percentageFilled: series(pct, (h) => h.entry.percentageFilled),
      aw: series(has ? aw : null, (h) => (h.aw === null ? null : h.aw * h.entry.rootFraction)),
      bucketValue: series(has ? bucket : null, (h) => h.bucket * h.entry.rootFraction),
      raw: series(pct !== null && rp !== null ? waterAboveRefill(pct, rp, bucket) : null, (h) =>
        h.entry.rawValue === null ? null : h.entry.rawValue * h.entry.rootFraction,
      ),
      RP: series(rp, (h) => h.entry.RP),
      WL1: series(threshold('WL1'), (h) => h.entry.WL1),
      WL2: series(threshold('WL2'), (h) => h.entry.WL2),
    },
    deficit: has ? bucketDeficit(bucket, aw) : null,
    partial,
  };
}

/** Spec 001 §9: deficit = total bucket value − AW total, floored at 0, to 2 decimals. */
export function bucketDeficit(totalBucketIn: number, totalAwIn: number): number {
  return round(Math.max(0, totalBucketIn - totalAwIn), 2);
}

/**
 * The bucket details without a per-depth value: no sensor dictionaries, and each total series cut
 * to its root-zone total. What a site card's header shows everyone who reads the site (bar, RAW,
 * deficit) stays; the per-depth detail its plan hides (spec 001 §2.4, §6) goes.
 */
export function rootZoneTotalsOnly(details: BucketDetails): BucketDetails {
  const total = (series: TotalSeries): TotalSeries => [series[0]];
  const t = details.totalDictionary;
  return {
    bucketDictionary: {},
    localBucketDictionary: {},
    totalDictionary: {
      percentageFilled: total(t.percentageFilled),
      aw: total(t.aw),
      bucketValue: total(t.bucketValue),
      raw: total(t.raw),
      RP: total(t.RP),
      WL1: total(t.WL1),
      WL2: total(t.WL2),
    },
    deficit: details.deficit,
    partial: details.partial,
  };
}

/** The total's first item: its `total`, or null when absent. */
export const totalOf = (series: TotalSeries | undefined): number | null => series?.[0].total ?? null;

/**
 * Site summary card figure as spec 002 §2.9 words it: (percentage filled − RP) × deficit, with
 * the percentages taken as fractions. The spec says its presentation is not shown; waterAboveRefill
 * is the agronomic "readily available water" the bucket dictionaries carry.
 */
export function summaryCardReadilyAvailableWater(percentageFilled: number, rpPercent: number, deficitIn: number): number {
  return round(((percentageFilled - rpPercent) / 100) * deficitIn, 2);
}
