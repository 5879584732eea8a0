import { daysUntilRefill } from '../agronomy/kc';
import { seasonKcOnDay } from '../agronomy/season';
import type { CropId } from '../agronomy/crops';
import { round } from '../agronomy/math';

/**
 * A site's water outlook for the Farm Health Report: available water, deficit and days until the
 * refill point at the forecast crop water use (docs/agronomy.md §4: the first day whose cumulative
 * ETc reaches the water left above the refill point).
 */
export interface WaterOutlook {
  /** Available water in the root zone, inches, and as a share of its capacity, %. */
  availableWaterIn: number | null;
  percentFilled: number | null;
  deficitIn: number | null;
  /** 0: at or below the refill point now; null: not within the forecast (or no data). */
  daysToRefill: number | null;
}

export interface WaterOutlookInput {
  percentFilled: number | null;
  availableWaterIn: number | null;
  /** Root-zone capacity (TAW, the bucket), inches. */
  bucketIn: number | null;
  /** Refill point, % of available water. */
  rpPercent: number | null;
  deficitIn: number | null;
  /** Forecast crop water use per day, inches. */
  dailyUseIn: readonly number[];
}

export function waterOutlook(input: WaterOutlookInput): WaterOutlook {
  const base = {
    availableWaterIn: input.availableWaterIn === null ? null : round(input.availableWaterIn, 2),
    percentFilled: input.percentFilled === null ? null : round(input.percentFilled, 1),
    deficitIn: input.deficitIn,
  };
  if (input.bucketIn === null || input.rpPercent === null || input.deficitIn === null || input.bucketIn <= 0)
    return { ...base, daysToRefill: null };
  const cumulative: number[] = [];
  input.dailyUseIn.reduce((total, use) => {
    cumulative.push(total + use);
    return total + use;
  }, 0);
  return { ...base, daysToRefill: daysUntilRefill(cumulative, input.bucketIn, 1 - input.rpPercent / 100, input.deficitIn) };
}

/** With no crop or outside its season, ETo itself stands in for crop use (a cautious estimate). */
export const FALLBACK_KC = 1;

/** Crop water use per forecast day: Kc on the crop's day since planting × forecast ETo. */
export function dailyCropUse(
  etoIn: readonly (number | null)[],
  crop: CropId | null,
  plantingDate: string | null,
  firstDate: string,
): number[] {
  const planted = plantingDate ? Date.parse(`${plantingDate}T00:00:00Z`) : NaN;
  const firstDay = Number.isFinite(planted) ? Math.round((Date.parse(`${firstDate}T00:00:00Z`) - planted) / 86_400_000) : null;
  return etoIn.map((eto, i) => {
    const kc = crop && firstDay !== null ? (seasonKcOnDay(crop, firstDay + i) ?? FALLBACK_KC) : FALLBACK_KC;
    return (eto ?? 0) * kc;
  });
}
