const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
];

/** "5 minutes ago", "yesterday", "in 3 days": the relative times of spec 001 §2.4–§2.5. */
export function relativeTime(iso: string | null | undefined, now = Date.now()): string | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return null;
  let value = (at - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}

/** A calendar date (YYYY-MM-DD) as 'May 1, 2026'; the date itself, never shifted by time zone. */
export function calendarDate(date: string | null | undefined): string | null {
  if (!date) return null;
  const at = Date.parse(`${date.slice(0, 10)}T12:00:00Z`);
  if (!Number.isFinite(at)) return date;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(at);
}
