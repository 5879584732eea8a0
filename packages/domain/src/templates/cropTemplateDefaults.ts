import { CROP_DEFAULTS, type CropId } from '../agronomy/crops';
import type { TemplateRow } from './templateRows';

/**
 * A sensible starting template for a crop (docs/agronomy.md §1: RAW = p × TAW, p from FAO-56 Table 22):
 * one row per growth stage of the crop's Kc curve, the red band's top at the refill point
 * (1 − p) × 100 % of available water. Mid-season is the stage most sensitive to stress, so it
 * refills a little earlier (p − 0.1); late season tolerates more depletion (p + 0.1).
 */
export const STAGE_P_SHIFT = [0, 0, -0.1, 0.1] as const;
/** Yellow: a band of this many points above the refill point. */
export const YELLOW_BAND = 10;
/** Green tops a little below full: growing crops have room for rain; later in the season less. */
export const GREEN_TOP = [90, 90, 85, 85] as const;
const P_MIN = 0.1;
const P_MAX = 0.8;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round2 = (v: number) => Math.round(v * 100) / 100;

/** The rows of a crop's default template: start days at each stage start (1, ini + 1, ini + dev + 1, …). */
export function cropTemplateRows(crop: CropId): TemplateRow[] {
  const { p, kc } = CROP_DEFAULTS[crop];
  let start = 1;
  return kc.stageDays.map((days, stage) => {
    const red = round2((1 - clamp(p + STAGE_P_SHIFT[stage]!, P_MIN, P_MAX)) * 100);
    const yellow = round2(Math.min(red + YELLOW_BAND, 100));
    const row = { start_day: start, red, yellow, green: Math.max(GREEN_TOP[stage]!, yellow), light_blue: 100 };
    start += days;
    return row;
  });
}
