import { round } from '../agronomy/math';
import { awPercent, isValidRange } from '../agronomy/availableWater';
import { awPercentUnchecked } from '../agronomy/readingAvailableWater';

/**
 * The Relative display (spec 001 §2.8, §3): moisture as available water, 0 at PWP and 100 at FC,
 * per depth: (VWC − PWP)/(FC − PWP) × 100, 2 decimals, unclamped so drainage above FC shows.
 * A missing reading, or a depth whose FC is not above its PWP, gives null.
 */
export function relativeSeries(values: readonly (number | null)[], fc: number, pwp: number): (number | null)[] {
  return values.map((v) => {
    const pct = awPercent(v, fc, pwp);
    return pct === null ? null : round(pct, 2);
  });
}

/** Relative series of every depth; FC and PWP are per depth, in the same order as the series. */
export function relativeDepthSeries(
  series: readonly (readonly (number | null)[])[],
  fc: readonly number[],
  pwp: readonly number[],
): (number | null)[][] {
  return series.map((values, i) => {
    const depthFc = fc[i];
    const depthPwp = pwp[i];
    if (depthFc === undefined || depthPwp === undefined) return values.map(() => null);
    return relativeSeries(values, depthFc, depthPwp);
  });
}

/** relativeSeries over a numeric column (NaN where missing, see numericColumns): the same values, unboxed. */
export function relativeColumn(values: Float64Array, fc: number, pwp: number): Float64Array {
  const out = new Float64Array(values.length);
  if (!isValidRange(fc, pwp)) return out.fill(NaN);
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    out[i] = Number.isFinite(v) ? round(awPercentUnchecked(v, fc, pwp), 2) : NaN;
  }
  return out;
}
