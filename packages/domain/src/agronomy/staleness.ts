import { plural } from '../text/plural';

/**
 * Whether a site's newest reading is older than its reporting interval allows, in words
 * ("No data for 3 days") so that staleness never shows by colour alone (issue 17). A probe may
 * miss a couple of reports through radio noise; three missed reports (at least an hour) are news.
 */
export const DEFAULT_REPORTING_INTERVAL_MINUTES = 15;
export const MISSED_REPORTS_BEFORE_STALE = 3;
const MIN_ALLOWED_MS = 60 * 60_000;

export interface Staleness {
  stale: boolean;
  /** "No data for 5 hours"; "No data yet" before the first reading; '' when fresh. */
  text: string;
}

/** The age in the largest whole unit: minutes under two hours, hours under two days, then days. */
export function ageInWords(ageMs: number): string {
  const minutes = Math.floor(ageMs / 60_000);
  if (minutes < 120) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

export function staleness(
  lastReadingAt: string | number | null,
  now: number,
  reportingIntervalMinutes: number = DEFAULT_REPORTING_INTERVAL_MINUTES,
): Staleness {
  if (lastReadingAt === null) return { stale: true, text: 'No data yet' };
  const at = typeof lastReadingAt === 'number' ? lastReadingAt : Date.parse(lastReadingAt);
  if (!Number.isFinite(at)) return { stale: true, text: 'No data yet' };
  const allowed = Math.max(MIN_ALLOWED_MS, reportingIntervalMinutes * MISSED_REPORTS_BEFORE_STALE * 60_000);
  const age = now - at;
  return age > allowed ? { stale: true, text: `No data for ${ageInWords(age)}` } : { stale: false, text: '' };
}
