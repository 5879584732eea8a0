import { dateParamError, dateRangeError, parseDateParam as readDate } from '@tilth/domain/time/dateParam';
import { badRequest } from '../../http/errors';

const DAY = 86_400;

/**
 * A date of a request (query string or body) by the domain's one rule — ISO 8601 or epoch
 * seconds/milliseconds, from 2000 to 2099 — as epoch seconds; null when absent. Anything else is
 * a 400 naming the field.
 */
export function parseDateParam(value: string | undefined, field: string): number | null {
  if (value === undefined || value === '') return null;
  const seconds = readDate(value);
  if (seconds === null) throw badRequest(dateParamError(field), [field]);
  return seconds;
}

/**
 * The range of a reading call's query, 30 days back from `to` (now by default) when a bound is
 * absent; reversed or longer than the domain's MAX_RANGE_DAYS is a 400 naming both fields.
 */
export function queryRange(
  fromText: string | undefined,
  toText: string | undefined,
  fields: [string, string],
  now: number,
): { from: number; to: number } {
  const to = parseDateParam(toText, fields[1]) ?? now;
  const from = parseDateParam(fromText, fields[0]) ?? to - 30 * DAY;
  const error = dateRangeError(from, to, fields);
  if (error) throw badRequest(error, fields);
  return { from, to };
}
