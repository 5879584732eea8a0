import { intlLocale } from '../i18n/catalog';

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** The relative-time format of the app's language ('5 minutes ago', 'hace 5 minutos'). */
function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = intlLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  return format;
}
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
  const format = relativeFormat();
  let value = (at - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}

const calendarFormats = new Map<string, Intl.DateTimeFormat>();

/** One format per language: a list of cards words many dates, and making a format is the slow part. */
function calendarFormat(locale: string): Intl.DateTimeFormat {
  let format = calendarFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    calendarFormats.set(locale, format);
  }
  return format;
}

/** A calendar date (YYYY-MM-DD) as 'May 1, 2026' ('1 may 2026' in Spanish); the date itself, never shifted by time zone. */
export function calendarDate(date: string | null | undefined): string | null {
  if (!date) return null;
  const at = Date.parse(`${date.slice(0, 10)}T12:00:00Z`);
  if (!Number.isFinite(at)) return date;
  return calendarFormat(intlLocale()).format(at);
}
