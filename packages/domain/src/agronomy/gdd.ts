import type { CropId } from './crops';
import { clamp, isFiniteNumber, mean } from './math';

/**
 * Growing degree days (docs/agronomy.md §5). Each method keeps its own unit: corn in °F with the
 * 86/50 cap and base, potato in °C base 7. Degree-days do not convert by × 1.8 once the base is
 * rounded (base 45 °F ≠ 7 °C), so series in different units stay separate.
 */

export interface GddMethod {
  unit: 'F' | 'C';
  base: number;
  /** Upper cutoff; temperatures above it count as the cap. Null for no cap. */
  cap: number | null;
}

/** Purdue/UW corn method 86/50 °F; potato base 7 °C with the optional 30 °C cap. */
export const GDD_METHODS: Readonly<Partial<Record<CropId, GddMethod>>> = {
  corn: { unit: 'F', base: 50, cap: 86 },
  potato: { unit: 'C', base: 7, cap: 30 },
};

/** Other crops have no method of their own; the corn method is the usual warm-season default. */
export const DEFAULT_GDD_METHOD: GddMethod = { unit: 'F', base: 50, cap: 86 };

export const gddMethodFor = (crop: CropId | null): GddMethod => (crop ? GDD_METHODS[crop] : undefined) ?? DEFAULT_GDD_METHOD;

/** Modified average method: both extremes clamped to [base, cap], GDD = mean − base (never negative). */
export function gddDay(tmax: number, tmin: number, method: GddMethod): number {
  const hi = method.cap ?? Number.POSITIVE_INFINITY;
  const a = clamp(tmax, method.base, hi);
  const b = clamp(tmin, method.base, hi);
  return Math.max(0, (a + b) / 2 - method.base);
}

export type GddDayQuality = 'measured' | 'interpolated' | 'missing';

export interface CumulativeGdd {
  daily: number[];
  cumulative: number[];
  quality: GddDayQuality[];
}

/**
 * Accumulates daily GDD from the planting date (index 0). The planting day counts unless
 * includePlantingDay is false. Interior gaps are interpolated linearly and flagged; gaps with
 * no reading on one side add nothing and are flagged missing.
 */
export function cumulativeGdd(
  days: readonly ({ tmax: number; tmin: number } | null)[],
  method: GddMethod,
  options: { includePlantingDay?: boolean } = {},
): CumulativeGdd {
  const raw = days.map((d) => (d && isFiniteNumber(d.tmax) && isFiniteNumber(d.tmin) ? gddDay(d.tmax, d.tmin, method) : null));
  const known = raw.flatMap((v, i) => (v === null ? [] : [i]));
  const daily: number[] = [];
  const quality: GddDayQuality[] = [];
  raw.forEach((v, i) => {
    if (v !== null) {
      daily.push(v);
      quality.push('measured');
      return;
    }
    const before = known.filter((k) => k < i).pop();
    const after = known.find((k) => k > i);
    if (before === undefined || after === undefined) {
      daily.push(0);
      quality.push('missing');
      return;
    }
    const a = raw[before] as number;
    const b = raw[after] as number;
    daily.push(a + ((i - before) / (after - before)) * (b - a));
    quality.push('interpolated');
  });
  if (options.includePlantingDay === false && daily.length > 0) daily[0] = 0;
  let running = 0;
  const cumulative = daily.map((v) => (running += v));
  return { daily, cumulative, quality };
}

export interface EnvelopePoint {
  offset: number;
  min: number;
  avg: number;
  max: number;
  years: number;
}

/** Min/mean/max across historical years of cumulative GDD, aligned by day offset from planting. */
export function gddEnvelope(yearsCumulative: readonly (readonly (number | null)[])[]): EnvelopePoint[] {
  const length = Math.max(0, ...yearsCumulative.map((y) => y.length));
  const points: EnvelopePoint[] = [];
  for (let offset = 0; offset < length; offset++) {
    const values = yearsCumulative.map((y) => y[offset]).filter(isFiniteNumber);
    if (values.length === 0) continue;
    points.push({
      offset,
      min: Math.min(...values),
      avg: mean(values) as number,
      max: Math.max(...values),
      years: values.length,
    });
  }
  return points;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The same month/day in a past year; Feb 29 maps to Feb 28 in years without one. */
export function sameDayInYear(year: number, month: number, day: number): string {
  const d = month === 2 && day === 29 && !isLeapYear(year) ? 28 : day;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Adds days to an ISO date 'YYYY-MM-DD' on the calendar (no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * One historical season's cumulative GDD: daily values by date from the same month/day as
 * planting, for `days` days. A missing day ends the series there rather than bending it.
 */
export function historicalSeason(
  dailyByDate: ReadonlyMap<string, number>,
  year: number,
  plantingMonth: number,
  plantingDay: number,
  days: number,
): number[] {
  const start = sameDayInYear(year, plantingMonth, plantingDay);
  const out: number[] = [];
  let running = 0;
  for (let i = 0; i < days; i++) {
    const v = dailyByDate.get(addDays(start, i));
    if (!isFiniteNumber(v)) break;
    out.push((running += v));
  }
  return out;
}

/**
 * Projection: current cumulative plus the mean historical daily increments for the days ahead.
 * Returns the projected cumulative for offsets currentOffset + 1 … currentOffset + horizon.
 */
export function projectGdd(
  currentCumulative: number,
  currentOffset: number,
  yearsCumulative: readonly (readonly (number | null)[])[],
  horizon: number,
): { offset: number; cumulative: number }[] {
  const out: { offset: number; cumulative: number }[] = [];
  let running = currentCumulative;
  for (let offset = currentOffset + 1; offset <= currentOffset + horizon; offset++) {
    const increments = yearsCumulative
      .map((y) => {
        const today = y[offset];
        const yesterday = offset === 0 ? 0 : y[offset - 1];
        return isFiniteNumber(today) && isFiniteNumber(yesterday) ? today - yesterday : null;
      })
      .filter(isFiniteNumber);
    const step = mean(increments);
    if (step === null) break;
    out.push({ offset, cumulative: (running += step) });
  }
  return out;
}
