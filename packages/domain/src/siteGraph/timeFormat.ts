import { wallTime } from '../time/zones';

/**
 * Date formats of spec 001 §9, in a farm's time zone through Intl (no date library):
 * 'DD MMM YYYY H:mm' in exports, 'MM/DD/YY HH:mm' in the note viewer.
 */
const pad = (n: number) => String(n).padStart(2, '0');

function partsIn(timeZone: string, epochSeconds: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const w = wallTime(epochSeconds, timeZone);
  return { year: String(w.year), month: pad(w.month), day: pad(w.day), hour: pad(w.hour), minute: pad(w.minute) };
}

const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'DD MMM YYYY H:mm' (e.g. '05 Jul 2026 7:05'), the export format. */
export function formatExportTime(epochSeconds: number, timeZone: string): string {
  const p = partsIn(timeZone, epochSeconds);
  const month = MONTH_ABBREVIATIONS[Number(p.month) - 1] ?? '';
  return `${p.day} ${month} ${p.year} ${Number(p.hour)}:${p.minute}`;
}

/** 'MM/DD/YY HH:mm' (e.g. '07/05/26 07:05'), the note viewer's format. */
export function formatNoteTime(epochSeconds: number, timeZone: string): string {
  const p = partsIn(timeZone, epochSeconds);
  return `${p.month}/${p.day}/${(p.year ?? '').slice(-2)} ${p.hour}:${p.minute}`;
}
