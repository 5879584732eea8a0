/**
 * Wall times in a farm's time zone for date inputs and tables, through Intl (no date library).
 * Without a time zone, the browser's own zone is used.
 */

import { wallTime, wallTimeToEpoch, type WallTime } from '@tilth/domain';
import { intlLocale } from '../i18n/catalog';

function wallIn(epochSeconds: number, timeZone: string | undefined): WallTime {
  if (!timeZone) {
    const d = new Date(epochSeconds * 1000);
    return {
      year: d.getFullYear(),
      month: d.getMonth() + 1,
      day: d.getDate(),
      hour: d.getHours(),
      minute: d.getMinutes(),
      second: d.getSeconds(),
    };
  }
  return wallTime(epochSeconds, timeZone);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The value of an `<input type="datetime-local">` ('YYYY-MM-DDTHH:mm') showing that instant in the zone. */
export function toDateTimeInput(epochSeconds: number, timeZone?: string): string {
  const w = wallIn(epochSeconds, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The instant (epoch seconds) a datetime-local value names in the zone; null when it is not a date and time. */
export function fromDateTimeInput(value: string, timeZone?: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  if (!timeZone) {
    const local = new Date(year, month - 1, day, hour, minute, second).getTime();
    return Number.isFinite(local) ? Math.floor(local / 1000) : null;
  }
  return wallTimeToEpoch({ year, month, day, hour, minute, second }, timeZone);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The app's language's day format in a zone: 'Jul 05, 2026', '05 jul 2026'. */
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale} ${timeZone}`;
  let formatter = dayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, month: 'short', day: '2-digit', year: 'numeric' });
    dayFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A table's date as 'Jul 05, 2026'. A plain 'YYYY-MM-DD' is already the farm's local date and is
 * shown as it is; a full ISO time is shown as its date in the farm's zone.
 */
export function formatTableDate(value: string, timeZone: string): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return dayFormatter('UTC').format(new Date(Date.UTC(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]))));
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? dayFormatter(timeZone).format(new Date(ms)) : value;
}

/** Epoch seconds of an ISO 8601 time. */
export const secondsFromIso = (iso: string) => Math.floor(Date.parse(iso) / 1000);
