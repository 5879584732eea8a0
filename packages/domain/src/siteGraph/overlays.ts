import { round } from '../agronomy/math';

/** Spec 001 §9: rainfall y-values are capped at 12 (inches) and rounded to 3 decimals. */
export const RAINFALL_CAP_IN = 12;

/** One rainfall value as the chart draws it; missing stays missing. */
export function chartRainfall(inches: number | null | undefined): number | null {
  if (typeof inches !== 'number' || !Number.isFinite(inches)) return null;
  return round(Math.min(inches, RAINFALL_CAP_IN), 3);
}

/** Spec 001 §9 line widths of the overlay series. */
export const OVERLAY_LINE_WIDTHS = { rainfall: 5, irrigation: 5, predictedRainfall: 3, predictedAvailableWater: 2 } as const;

/** Spec 001 §9 line styles as dash lengths: solid 0, dotted 3, dashed 10. */
export const LINE_DASH = { solid: 0, dotted: 3, dashed: 10 } as const;
