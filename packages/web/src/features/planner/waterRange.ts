import { intlLocale, translate } from '../../i18n/catalog';
import { waterMessages } from './waterMessages';

/** The water account's range as the address holds it (?from=&to=); absent: the server's year to date. */
export interface WaterRange {
  from?: string;
  to?: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The server answers at most two seasons at a time (731 days). */
export const MAX_RANGE_DAYS = 731;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const isDay = (value: string | null): value is string => value !== null && ISO_DAY.test(value) && Number.isFinite(dayNumber(value));

/** The range in the address; a malformed day is left out (the server's default takes its place). */
export function rangeOf(search: URLSearchParams): WaterRange {
  const from = search.get('from');
  const to = search.get('to');
  return { ...(isDay(from) && { from }), ...(isDay(to) && { to }) };
}

/** What is wrong with the typed range, as a sentence, or null when it can be shown. */
export function rangeError(from: string, to: string): string | null {
  if (!isDay(from)) return translate(waterMessages, 'errorFirstDay');
  if (!isDay(to)) return translate(waterMessages, 'errorLastDay');
  if (from > to) return translate(waterMessages, 'errorOrder');
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_RANGE_DAYS) return translate(waterMessages, 'errorTooLong');
  return null;
}

/** A month's short name in the language shown: 'Jan', 'ene'. */
const monthName = (month: number) =>
  new Intl.DateTimeFormat(intlLocale(), { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
const parts = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year: String(year), month: monthName(month), day: String(day) };
};

/** "Jan 1 – Nov 27, 2026"; across years "Nov 1, 2025 – Mar 3, 2026"; one day "Nov 27, 2026" (Spanish: "1 ene – 27 nov 2026"). */
export function rangeLabel(from: string, to: string): string {
  const a = parts(from);
  const b = parts(to);
  if (from === to) return translate(waterMessages, 'rangeOneDay', b);
  if (a.year === b.year)
    return translate(waterMessages, 'rangeSameYear', { fromMonth: a.month, fromDay: a.day, toMonth: b.month, toDay: b.day, year: b.year });
  return translate(waterMessages, 'rangeAcrossYears', {
    fromMonth: a.month,
    fromDay: a.day,
    fromYear: a.year,
    toMonth: b.month,
    toDay: b.day,
    toYear: b.year,
  });
}
