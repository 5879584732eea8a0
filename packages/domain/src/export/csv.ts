import type { ExportInterval } from './schemas';
import { MEASURE_LABELS, type ExportRow } from './rows';

/** The export's CSV (issue 32): one long table, RFC 4180, local times written 'YYYY-MM-DD HH:mm'. */

/** Quotes a field when it holds a comma, quote or line break. */
export function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header line; daily exports add the day's minimum and maximum. */
export function exportCsvHeader(interval: ExportInterval): string {
  const value = interval === 'daily' ? ['Mean or total', 'Min', 'Max'] : interval === 'hourly' ? ['Mean or total'] : ['Value'];
  return `${['Site', 'Farm', interval === 'daily' ? 'Date' : 'Time', 'Measurement', 'Depth or device', 'Unit', ...value].map(csvCell).join(',')}\r\n`;
}

/** A local time (wall clock as UTC seconds) as 'YYYY-MM-DD HH:mm', or the date alone for daily rows. */
export function exportTimeText(local: number, interval: ExportInterval): string {
  const iso = new Date(local * 1000).toISOString();
  return interval === 'daily' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A day number (days since 1970-01-01) as 'YYYY-MM-DD', by the civil calendar (no Date object). */
function civilDate(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/**
 * The lines of one site's rows, as exportCsvLine writes them, for a long export: the site's cells,
 * each series' measurement, depth and unit cells and each day's date are made once, not per row.
 */
export function exportCsvLines(site: { siteId: string; farmName: string }, interval: ExportInterval): (row: ExportRow) => string {
  const prefix = `${csvCell(site.siteId)},${csvCell(site.farmName)},`;
  const series = new Map<string, string>();
  const daily = interval === 'daily';
  // Each series of a chunk repeats the chunk's times: their text is made once (kept for a few days of times).
  let times = new Map<number, string>();
  const timeText = (local: number) => {
    let text = times.get(local);
    if (text === undefined) {
      if (times.size >= 4096) times = new Map();
      const day = Math.floor(local / 86_400);
      const seconds = local - day * 86_400;
      text = daily ? civilDate(day) : `${civilDate(day)} ${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}`;
      times.set(local, text);
    }
    return text;
  };
  return (row) => {
    const time = timeText(row.local);
    const key = `${row.measure}\u0000${row.depth}\u0000${row.unit}`;
    let cells = series.get(key);
    if (cells === undefined) {
      cells = `,${csvCell(MEASURE_LABELS[row.measure])},${csvCell(row.depth)},${csvCell(row.unit)},`;
      series.set(key, cells);
    }
    const tail = daily ? `,${row.min === undefined ? '' : row.min},${row.max === undefined ? '' : row.max}` : '';
    return `${prefix}${time}${cells}${row.value}${tail}\r\n`;
  };
}

/** One row's line. */
export function exportCsvLine(site: { siteId: string; farmName: string }, row: ExportRow, interval: ExportInterval): string {
  const cells = [
    site.siteId,
    site.farmName,
    exportTimeText(row.local, interval),
    MEASURE_LABELS[row.measure],
    row.depth,
    row.unit,
    String(row.value),
  ];
  if (interval === 'daily') cells.push(row.min === undefined ? '' : String(row.min), row.max === undefined ? '' : String(row.max));
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A file or sheet name from a site id: letters, digits, dot, dash and underscore. */
export const exportSafeName = (name: string) => name.replace(/[^\w.-]/g, '_').slice(0, 31) || 'site';
