import uPlot from 'uplot';
import { currentLanguage, intlLocale } from '../../i18n/catalog';

/** Month and weekday names in the active language, for the time axis (uPlot's own are English). */
function dateNames(): uPlot.DateNames {
  const locale = intlLocale();
  const names = (options: Intl.DateTimeFormatOptions, dates: Date[]) => {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return dates.map((date) => format.format(date).replace('.', ''));
  };
  const months = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2024, m, 1)));
  // 2024-01-07 was a Sunday: weekday 0.
  const days = Array.from({ length: 7 }, (_, d) => new Date(Date.UTC(2024, 0, 7 + d)));
  return {
    MMMM: names({ month: 'long' }, months),
    MMM: names({ month: 'short' }, months),
    WWWW: names({ weekday: 'long' }, days),
    WWW: names({ weekday: 'short' }, days),
  };
}

/** uPlot's date formatter: its own (English) in English, the active language's names otherwise. */
export function chartDateFormat(): uPlot.Options['fmtDate'] {
  if (currentLanguage() === 'en') return undefined;
  const names = dateNames();
  return (template: string) => uPlot.fmtDate(template, names);
}
