import { currentLanguage, intlLocale, translate } from '../../i18n/catalog';
import type { DateLocale } from '../../ui/dateText';
import { offlineMessages } from './messages';

const DAY_MS = 86_400_000;

/** The calendar day of a moment on a clock (the viewer's, or `timeZone`'s in tests), as days since 1970. */
function dayNumber(at: number, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS);
}

/**
 * The offline bar's sentence (issue 37): how old the data on screen is, so a grower knows what
 * they are looking at without signal — 'Offline — data from 10:42 AM today', '… from 6:05 PM
 * yesterday', '… from Nov 3' (with the year when it is another year's). `dataAt` is when the
 * oldest data shown was fetched (ms), null when nothing on screen came from the device.
 * `locale` follows the app's dates (ui/dateText.ts); `timeZone` is for tests.
 */
export function offlineSentence(dataAt: number | null, now: number, locale: DateLocale = 'en-US', timeZone?: string): string {
  if (dataAt === null || !Number.isFinite(dataAt)) return translate(offlineMessages, 'offlineNothing');
  // The app's language's way ('viewer': the browser's while the app is in English), as ui/dateText.ts.
  const lang = locale === 'viewer' && currentLanguage() === 'en' ? undefined : intlLocale();
  const daysAgo = dayNumber(now, timeZone) - dayNumber(dataAt, timeZone);
  const time = new Intl.DateTimeFormat(lang, { timeStyle: 'short', timeZone }).format(dataAt);
  if (daysAgo <= 0) return translate(offlineMessages, 'offlineToday', { time });
  if (daysAgo === 1) return translate(offlineMessages, 'offlineYesterday', { time });
  const sameYear = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone });
  const withYear = sameYear.format(dataAt) !== sameYear.format(now);
  const day = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}), timeZone });
  return translate(offlineMessages, 'offlineDay', { day: day.format(dataAt) });
}
