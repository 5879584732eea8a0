import { intlLocale } from '../../i18n/catalog';
import { calendarDate } from '../../ui/relativeTime';

/**
 * When a change was made, on the user's own clock in 12-hour time (spec 002 §9): 'Nov 24, 2026,
 * 8:05 AM'. `timeZone` is for tests; the page uses the browser's zone.
 */
export function changelogTime(iso: string, timeZone?: string): string {
  const at = new Date(iso);
  if (!Number.isFinite(at.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  }).format(at);
}

/** An old or new value as the list shows it: nothing reads as '—', a day (planting date) as 'Oct 5, 2026'. */
export function changelogValue(value: string | null): string {
  if (value === null || value.trim() === '') return '—';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? (calendarDate(value) ?? value) : value;
}
