import { isFiniteNumber, median } from './math';

/**
 * Hourly readings of one quantity. Index i is hour i after local midnight of day 0 on the
 * farm's clock, so i % 24 is the local hour and ⌊i/24⌋ the day; gaps are null.
 */
export type HourlySeries = readonly (number | null)[];

export const HOURS_PER_DAY = 24;

export const hourOfDay = (index: number): number => ((index % HOURS_PER_DAY) + HOURS_PER_DAY) % HOURS_PER_DAY;
export const dayOfIndex = (index: number): number => Math.floor(index / HOURS_PER_DAY);
export const indexAt = (day: number, hour: number): number => day * HOURS_PER_DAY + hour;

export function valueAt(series: HourlySeries, index: number): number | null {
  const v = series[index];
  return isFiniteNumber(v) ? v : null;
}

/** Nearest reading at or before index, looking back at most maxLookback hours. */
export function lastValueAtOrBefore(series: HourlySeries, index: number, maxLookback = 3): number | null {
  for (let i = index; i >= Math.max(0, index - maxLookback); i--) {
    const v = valueAt(series, i);
    if (v !== null) return v;
  }
  return null;
}

/** Index of the largest reading in [from, to], or null when the window holds none. */
export function argMax(series: HourlySeries, from: number, to: number): number | null {
  let best: number | null = null;
  for (let i = Math.max(0, from); i <= Math.min(series.length - 1, to); i++) {
    const v = valueAt(series, i);
    if (v !== null && (best === null || v > (series[best] as number))) best = i;
  }
  return best;
}

/** Night window for plant uptake: 22:00 to 06:00 next morning, when roots draw almost nothing. */
export const NIGHT = { startHour: 22, endHour: 6 } as const;
export const NIGHT_LENGTH_HOURS = HOURS_PER_DAY - NIGHT.startHour + NIGHT.endHour;

/** Hours in [from, to] that fall inside the night window. */
function isNightHour(hour: number): boolean {
  return hour >= NIGHT.startHour || hour <= NIGHT.endHour;
}

/**
 * Sensor noise σ from hour-to-hour differences at night, when the true signal is nearly flat.
 * MAD × 1.4826 estimates the σ of a difference, and a difference of two readings has √2·σ.
 */
export function estimateNoiseSigma(series: HourlySeries): number | null {
  const diffs: number[] = [];
  for (let i = 1; i < series.length; i++) {
    const a = valueAt(series, i - 1);
    const b = valueAt(series, i);
    if (a !== null && b !== null && isNightHour(hourOfDay(i)) && isNightHour(hourOfDay(i - 1))) diffs.push(b - a);
  }
  const centre = median(diffs);
  if (centre === null) return null;
  const mad = median(diffs.map((d) => Math.abs(d - centre)));
  return mad === null ? null : (1.4826 * mad) / Math.SQRT2;
}
