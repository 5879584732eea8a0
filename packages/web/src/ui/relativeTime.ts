import { intlLocale } from '../i18n/catalog';

/** One format per language, made on first use: a list of cards words many times, and making a format is the slow part. */
function perLanguage<F>(make: (locale: string) => F): () => F {
  const made = new Map<string, F>();
  return () => {
    const locale = intlLocale();
    let format = made.get(locale);
    if (!format) {
      format = make(locale);
      made.set(locale, format);
    }
    return format;
  };
}

/** The relative-time format of the app's language ('5 minutes ago', 'hace 5 minutos'). */
const relativeFormat = perLanguage((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
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

const calendarFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
);

/** A calendar date (YYYY-MM-DD) as 'May 1, 2026' ('1 may 2026' in Spanish); the date itself, never shifted by time zone. */
export function calendarDate(date: string | null | undefined): string | null {
  if (!date) return null;
  const at = Date.parse(`${date.slice(0, 10)}T12:00:00Z`);
  if (!Number.isFinite(at)) return date;
  return calendarFormat().format(at);
}
