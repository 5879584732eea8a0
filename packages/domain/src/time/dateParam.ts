/**
 * The one rule for a date a request names (the graph, notes and thumbnail calls' dates, a note's
 * time, a reading's time): ISO 8601 — a calendar date, or a date and time with an optional offset,
 * UTC without one — or epoch seconds (up to 10 digits) or milliseconds, from 2000 to 2099. The
 * product holds nothing outside those years: an earlier date is a reset clock (1970, 0001) and a
 * year like +275760 is past what a `Date` can print, which made routes fail instead of refusing.
 */

/** 2000-01-01T00:00:00Z in epoch seconds: the earliest instant a request may name. */
export const EARLIEST_DATE_SECONDS = Date.UTC(2000, 0, 1) / 1000;
/** 2100-01-01T00:00:00Z in epoch seconds: every instant a request names is before it. */
export const LATEST_DATE_SECONDS = Date.UTC(2100, 0, 1) / 1000;
/** Longest range a call reads or computes over: the graph's longest period, a year, with room. */
export const MAX_RANGE_DAYS = 400;

const DAY = 86_400;
const EPOCH = /^\d+$/;
/** Epoch texts of up to 10 digits are seconds (10 digits reach the year 2286), longer ones milliseconds. */
const MAX_SECONDS_DIGITS = 10;
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Whether an instant (epoch seconds) lies in the years a request may name. */
export function isWithinDateBounds(seconds: number): boolean {
  return Number.isFinite(seconds) && seconds >= EARLIEST_DATE_SECONDS && seconds < LATEST_DATE_SECONDS;
}

/** Epoch milliseconds of an ISO 8601 text, NaN when it is not one or names a day the calendar has not (30 February). */
function isoMilliseconds(text: string): number {
  const match = ISO_8601.exec(text);
  if (!match) return Number.NaN;
  const [, year, month, day, hour, minute, second, offset] = match;
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) return Number.NaN;
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) return Number.NaN;
  // A date and time without an offset is UTC, whatever the server's own zone.
  return Date.parse(hour !== undefined && offset === undefined ? `${text}Z` : text);
}

/** Epoch seconds (floored) of a request's date, or null when it breaks the rule above. */
export function parseDateParam(text: string): number | null {
  const value = text.trim();
  const ms = EPOCH.test(value) ? Number(value) * (value.length <= MAX_SECONDS_DIGITS ? 1000 : 1) : isoMilliseconds(value);
  const seconds = Math.floor(ms / 1000);
  return isWithinDateBounds(seconds) ? seconds : null;
}

/** The refusal of a date that breaks the rule, naming its field. */
export function dateParamError(field: string): string {
  return `${dateBoundsError(field)}, ISO 8601 or epoch seconds or milliseconds`;
}

/** The refusal of a well-formed date outside the years a request may name. */
export function dateBoundsError(field: string): string {
  return `${field} must be a date from 2000 to 2099`;
}

/** Why a range of two dates (epoch seconds) is refused, naming its fields: reversed, or longer than MAX_RANGE_DAYS. */
export function dateRangeError(from: number, to: number, fields: readonly [string, string]): string | null {
  if (from > to) return `${fields[0]} must not be after ${fields[1]}`;
  if (to - from > MAX_RANGE_DAYS * DAY) return `The range from ${fields[0]} to ${fields[1]} may be at most ${MAX_RANGE_DAYS} days`;
  return null;
}
