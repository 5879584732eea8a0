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
