import { formatExportTime } from '@tilth/domain';
import { currentLanguage, intlLocale } from '../../i18n/catalog';

/**
 * A moment as the graph's dialogs and print header write it, in the farm's time zone: in English
 * the export's 'DD MMM YYYY H:mm' ('24 Nov 2026 8:05', as the CSV), in another language its own
 * day, month name and 24-hour time.
 */
export function shownTime(epochSeconds: number, timeZone: string): string {
  if (currentLanguage() === 'en') return formatExportTime(epochSeconds, timeZone);
  return new Intl.DateTimeFormat(intlLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(epochSeconds * 1000));
}
