/**
 * Smoothing of the graph's series (spec 001 §2.8): Raw, SMA5, SMA10, SMA20. The data type sent
 * and saved with the graph preference is the window length; 0 is raw.
 *
 * Rule: a trailing window of the last `window` positions, ending at the point itself. Missing
 * values (null) inside the window are skipped, so the mean is over the points available; near
 * the start the window holds fewer points. A missing point stays missing, so gaps in the data
 * stay visible as breaks in the line instead of being bridged by the average.
 */
export const SMOOTHING_OPTIONS = [
  { dataType: 0, label: 'Raw' },
  { dataType: 5, label: 'SMA5' },
  { dataType: 10, label: 'SMA10' },
  { dataType: 20, label: 'SMA20' },
] as const;
export type SmoothingDataType = (typeof SMOOTHING_OPTIONS)[number]['dataType'];

/** Spec 001 §2.8: the two documented data types, raw (0) and simple moving average (5). */
export const RAW_DATA_TYPE = 0;
export const SMA_DATA_TYPE = 5;

export function isSmoothingDataType(value: number): value is SmoothingDataType {
  return SMOOTHING_OPTIONS.some((o) => o.dataType === value);
}

/** Simple moving average over a trailing window (see the rule above); window ≤ 1 returns a copy. */
export function simpleMovingAverage(values: readonly (number | null)[], window: number): (number | null)[] {
  if (window <= 1) return [...values];
  const out: (number | null)[] = new Array<number | null>(values.length);
  let total = 0;
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const entering = values[i];
    if (typeof entering === 'number' && Number.isFinite(entering)) {
      total += entering;
      count++;
    }
    const leaving = i >= window ? values[i - window] : null;
    if (typeof leaving === 'number' && Number.isFinite(leaving)) {
      total -= leaving;
      count--;
    }
    out[i] = typeof entering === 'number' && Number.isFinite(entering) && count > 0 ? total / count : null;
  }
  return out;
}

/** Applies the smoothing a data type names to each series (one per depth). */
export function smoothSeries(series: readonly (readonly (number | null)[])[], dataType: SmoothingDataType): (number | null)[][] {
  return series.map((values) => simpleMovingAverage(values, dataType));
}

/**
 * simpleMovingAverage over a numeric column (NaN where missing, see numericColumns): the same
 * values, added and taken away in the same order, unboxed. Window ≤ 1 returns a copy. When given
 * `extent`, it is widened to the result's smallest and largest value on the way (the chart's y
 * range needs them, and a second pass over a year costs as much again).
 */
export function movingAverageColumn(values: Float64Array, window: number, extent?: { min: number; max: number }): Float64Array {
  const out = new Float64Array(values.length);
  let total = 0;
  let count = 0;
  let min = extent ? extent.min : Infinity;
  let max = extent ? extent.max : -Infinity;
  for (let i = 0; i < values.length; i++) {
    const entering = values[i]!;
    let v = entering;
    if (window > 1) {
      const present = Number.isFinite(entering);
      if (present) {
        total += entering;
        count++;
      }
      if (i >= window) {
        const leaving = values[i - window]!;
        if (Number.isFinite(leaving)) {
          total -= leaving;
          count--;
        }
      }
      v = present && count > 0 ? total / count : NaN;
    }
    out[i] = v;
    // NaN fails both comparisons.
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (extent) {
    extent.min = min;
    extent.max = max;
  }
  return out;
}
