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
  if (!isDay(from)) return 'Choose the first day of the range.';
  if (!isDay(to)) return 'Choose the last day of the range.';
  if (from > to) return 'The first day must be on or before the last day.';
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_RANGE_DAYS) return 'Choose at most two years at a time.';
  return null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const parts = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month: MONTHS[month - 1]!, day };
};

/** "Jan 1 – Nov 27, 2026"; across years "Nov 1, 2025 – Mar 3, 2026"; one day "Nov 27, 2026". */
export function rangeLabel(from: string, to: string): string {
  const a = parts(from);
  const b = parts(to);
  if (from === to) return `${b.month} ${b.day}, ${b.year}`;
  const start = a.year === b.year ? `${a.month} ${a.day}` : `${a.month} ${a.day}, ${a.year}`;
  return `${start} – ${b.month} ${b.day}, ${b.year}`;
}
