/**
 * Makes one of each Intl format the first screen uses (plurals, numbers, dates, relative times) while
 * the app's code is still downloading and the main thread waits: the first of each kind loads its
 * locale's data — 10–50 ms apiece on a slow phone — which otherwise fell in the first render (issue 37).
 * The formats themselves are made again where they are used; the locale data stays loaded.
 */
export function warmIntl(locale: string): void {
  try {
    new Intl.PluralRules(locale).select(1);
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1.5);
    new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(0);
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
  } catch {
    // A browser without one of them: the app formats without it where it must.
  }
}
