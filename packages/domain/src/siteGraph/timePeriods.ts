import { isWithinDateBounds, MAX_RANGE_DAYS } from '../time/dateParam';
import { RAW_DATA_TYPE, SMA_DATA_TYPE } from './smoothing';

/**
 * Time periods of the graph's filter bar (spec 001 §2.8, §4). Times are epoch seconds, like the
 * `ts` column of GET /sites/{siteId}/series.
 */
export const TIME_PERIODS = ['ONE_DAY', 'ONE_WEEK', 'ONE_MONTH', 'THREE_MONTHS', 'SIX_MONTHS', 'ONE_YEAR', 'CUSTOM'] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];
export type StandardTimePeriod = Exclude<TimePeriod, 'CUSTOM'>;

export const TIME_PERIOD_LABELS: Record<TimePeriod, string> = {
  ONE_DAY: 'Day',
  ONE_WEEK: '7 days',
  ONE_MONTH: '1 month',
  THREE_MONTHS: '3 months',
  SIX_MONTHS: '6 months',
  ONE_YEAR: '1 year',
  CUSTOM: 'Custom',
};

export const DEFAULT_GRAPH_PERIOD: TimePeriod = 'ONE_MONTH';
export const DEFAULT_THRESHOLD_PERIOD: TimePeriod = 'ONE_YEAR';
export const INVALID_DATE_RANGE = 'Invalid date range';

export interface TimeRange {
  from: number;
  to: number;
}

const DAY = 86_400;
const MONTHS: Partial<Record<StandardTimePeriod, number>> = { ONE_MONTH: 1, THREE_MONTHS: 3, SIX_MONTHS: 6, ONE_YEAR: 12 };

/** The same UTC wall time `months` earlier, clamped to the month's last day (31 Mar − 1 month = 28/29 Feb). */
function monthsBefore(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

/** The range a standard period covers, ending now: a day, 7 days, or calendar months back. */
export function periodRange(period: StandardTimePeriod, now: number): TimeRange {
  if (period === 'ONE_DAY') return { from: now - DAY, to: now };
  if (period === 'ONE_WEEK') return { from: now - 7 * DAY, to: now };
  return { from: monthsBefore(now, MONTHS[period] ?? 1), to: now };
}

/** Spec 001 §4: a standard period sets the data type to SMA (5); Custom sets it to raw (0). */
export function defaultDataType(period: TimePeriod): number {
  return period === 'CUSTOM' ? RAW_DATA_TYPE : SMA_DATA_TYPE;
}

/** Spec 001 §4: a newly loaded custom range without a saved one is 30 days back to 5 days ahead. */
export function defaultCustomRange(now: number): TimeRange {
  return { from: now - 30 * DAY, to: now + 5 * DAY };
}

export const CUSTOM_RANGE_YEARS_ERROR = 'Please choose dates from 2000 to 2099';
export const CUSTOM_RANGE_TOO_LONG = `Please choose a range of at most ${MAX_RANGE_DAYS} days`;

/**
 * Spec 001 §5: both dates and From before To, else 'Invalid date range' (Set stays disabled).
 * The series call refuses dates outside 2000–2099 and ranges over MAX_RANGE_DAYS: so does Set.
 */
export function customRangeError(from: number | null | undefined, to: number | null | undefined): string | null {
  if (from === null || from === undefined || to === null || to === undefined) return INVALID_DATE_RANGE;
  if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to) return INVALID_DATE_RANGE;
  if (!isWithinDateBounds(from) || !isWithinDateBounds(to)) return CUSTOM_RANGE_YEARS_ERROR;
  if (to - from > MAX_RANGE_DAYS * DAY) return CUSTOM_RANGE_TOO_LONG;
  return null;
}

export const DELETE_RANGE_MIN_SECONDS = 3600;
export const DELETE_RANGE_ERROR = 'Please select "From" and "To" times that are at-least one hour apart';

/** Spec 001 §5: the Delete Data range must span at least an hour. */
export function deleteRangeError(from: number, to: number): string | null {
  return to - from >= DELETE_RANGE_MIN_SECONDS ? null : DELETE_RANGE_ERROR;
}

/** Index of the first timestamp ≥ t in ascending `ts` (binary search). */
function lowerBound(ts: ArrayLike<number>, t: number): number {
  let lo = 0;
  let hi = ts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ts[mid] as number) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export type CustomRangeSource = { source: 'cache'; start: number; end: number } | { source: 'fetch' };

/**
 * Spec 001 §4: a custom range that lies inside the cached one-year data is sliced from it
 * locally; anything else (no cache, or reaching outside it) is fetched. The slice is the
 * half-open index range [start, end) of the cached `ts` between from and to, both inclusive.
 */
export function customRangeSource(
  cached: { range: TimeRange; ts: ArrayLike<number> } | null | undefined,
  wanted: TimeRange,
): CustomRangeSource {
  if (!cached || wanted.from < cached.range.from || wanted.to > cached.range.to) return { source: 'fetch' };
  return { source: 'cache', start: lowerBound(cached.ts, wanted.from), end: lowerBound(cached.ts, wanted.to + 1) };
}
