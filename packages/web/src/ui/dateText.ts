import { currentLanguage, intlLocale } from '../i18n/catalog';

/** A moment: an ISO text, milliseconds since the epoch, or a Date. */
export type Moment = string | number | Date;

/**
 * Whose way of writing dates: the app's language's ('Nov 24, 2026, 8:05 AM' in US English, spec
 * 002 §9's 12-hour time; '24 nov 2026, 8:05 a.m.' in Spanish) for what the specification shows, or
 * the browser's own ('24 Nov 2026, 08:05') for the account and support screens that always followed
 * it — while the app is in English; in another language, that language's. Either way the time is
 * the viewer's clock. ('en-US' names the app's language for the callers written before issue 34.)
 */
export type DateLocale = 'en-US' | 'viewer';

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const localeOf = (locale: DateLocale) => (locale === 'viewer' && currentLanguage() === 'en' ? undefined : intlLocale());

/** A moment's day on the viewer's clock: 'Nov 24, 2026'. An invalid moment reads 'Invalid Date'. */
export function dateText(at: Moment, locale: DateLocale = 'en-US'): string {
  return new Date(at).toLocaleDateString(localeOf(locale), DAY);
}

/** A moment's day and time on the viewer's clock: 'Nov 24, 2026, 8:05 AM'. An invalid moment reads 'Invalid Date'. */
export function dateTimeText(at: Moment, locale: DateLocale = 'en-US'): string {
  return new Date(at).toLocaleString(localeOf(locale), DAY_AND_TIME);
}
