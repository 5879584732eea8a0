import { badRequest } from '../../http/errors';

/**
 * A date of the graph calls' query strings, ISO 8601 or epoch seconds/milliseconds, as epoch
 * seconds; null when absent. Anything else is a 400 naming the field.
 */
export function parseDateParam(value: string | undefined, field: string): number | null {
  if (value === undefined || value === '') return null;
  const ms = /^\d+$/.test(value) ? Number(value) * (value.length <= 10 ? 1000 : 1) : Date.parse(value);
  if (!Number.isFinite(ms)) throw badRequest(`${field} must be a date (ISO 8601 or epoch)`, [field]);
  return Math.floor(ms / 1000);
}
