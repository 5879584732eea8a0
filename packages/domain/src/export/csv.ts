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

/** A file or sheet name from a site id: letters, digits, dot, dash and underscore. */
export const exportSafeName = (name: string) => name.replace(/[^\w.-]/g, '_').slice(0, 31) || 'site';

const utf8 = new TextEncoder();
/** The bytes of '0' (the digits follow it), '-', '.' and ','. */
const ZERO = 48;
const MINUS = 45;
const DOT = 46;
const COMMA = 44;
/** The most bytes a number takes in a line (String(-Number.MAX_VALUE) is 24 characters). */
const NUMBER_BYTES = 32;
/** Exports round to at most this many decimals (exportDigits); a value with more takes the string's way. */
const MAX_DECIMALS = 6;
const POWERS_OF_TEN = Array.from({ length: 17 }, (_, i) => 10 ** i);

/** Writes the digits of a non-negative integer below 2^53; answers the offset after them. */
function writeDigits(out: Uint8Array, at: number, n: number): number {
  let digits = 1;
  while (digits < 16 && n >= POWERS_OF_TEN[digits]!) digits++;
  for (let i = at + digits - 1; i >= at; i--) {
    const rest = Math.floor(n / 10);
    out[i] = ZERO + (n - rest * 10);
    n = rest;
  }
  return at + digits;
}

/**
 * Writes String(value) as bytes without making the string. Why: V8 makes the text of a fractional
 * number straight in the old generation (it is kept in the number-to-string cache, which lives
 * there), so a long export's values — one per row — piled up there until the next major GC: the
 * server's RSS grew by hundreds of MB (bench:export). The values are rounded to at most 6 decimals
 * (MAX_DECIMALS), so their shortest text is the integer k of value = k / 10^d with its point put
 * back; anything else takes the string's way.
 */
export function writeCsvNumber(out: Uint8Array, at: number, value: number): number {
  const magnitude = Math.abs(value);
  if (magnitude < 1e15) {
    for (let d = 0; d <= MAX_DECIMALS; d++) {
      const scale = POWERS_OF_TEN[d]!;
      const k = Math.round(magnitude * scale);
      // Exactly the nearest double to k / 10^d, and at most 15 significant digits: then no
      // shorter decimal reads back as this value, and String(value) is these digits.
      if (k / scale !== magnitude || k >= 1e15) continue;
      if (value < 0) out[at++] = MINUS; // -0 is '0', as String(-0)
      if (d === 0) return writeDigits(out, at, k);
      const whole = Math.floor(k / scale);
      at = writeDigits(out, at, whole);
      out[at++] = DOT;
      // The fraction's d digits, leading zeros kept (its last digit is not 0: d is the fewest).
      let fraction = k - whole * scale;
      for (let i = at + d - 1; i >= at; i--) {
        const rest = Math.floor(fraction / 10);
        out[i] = ZERO + (fraction - rest * 10);
        fraction = rest;
      }
      return at + d;
    }
  }
  const text = String(value); // ASCII: digits, sign, point, exponent, Infinity, NaN
  for (let i = 0; i < text.length; i++) out[at++] = text.charCodeAt(i);
  return at;
}

/**
 * The lines of one site's rows written as UTF-8 straight into the caller's buffer, byte for byte
 * as exportCsvLine writes them, for a long export: no string is made per row (see writeCsvNumber).
 * The site's cells, each series' cells and each day's date are encoded once. `write` answers the
 * offset after the line, or -1 when the line might not fit (nothing written: the caller starts a
 * new buffer of at least `room(row)` bytes).
 */
export function exportCsvLineWriter(
  site: { siteId: string; farmName: string },
  interval: ExportInterval,
): { room: (row: ExportRow) => number; write: (row: ExportRow, out: Uint8Array, at: number) => number } {
  const prefix = utf8.encode(`${csvCell(site.siteId)},${csvCell(site.farmName)},`);
  const daily = interval === 'daily';
  // Rows come series by series: the last series' cells are kept, the others looked up by key.
  const seriesCells = new Map<string, Uint8Array>();
  let last: { measure: string; depth: string; unit: string; cells: Uint8Array } | null = null;
  const cellsOf = (row: ExportRow) => {
    if (last && last.measure === row.measure && last.depth === row.depth && last.unit === row.unit) return last.cells;
    const key = `${row.measure}\u0000${row.depth}\u0000${row.unit}`;
    let cells = seriesCells.get(key);
    if (cells === undefined) {
      cells = utf8.encode(`,${csvCell(MEASURE_LABELS[row.measure])},${csvCell(row.depth)},${csvCell(row.unit)},`);
      seriesCells.set(key, cells);
    }
    last = { measure: row.measure, depth: row.depth, unit: row.unit, cells };
    return cells;
  };
  // The date's 10 bytes, made once a day; the time's digits are written from the number.
  let dateDay = Number.NaN;
  const date = new Uint8Array(10);
  const room = (row: ExportRow) => prefix.length + 16 + cellsOf(row).length + 3 * NUMBER_BYTES + 4;
  const write = (row: ExportRow, out: Uint8Array, at: number): number => {
    const cells = cellsOf(row);
    if (at + prefix.length + 16 + cells.length + 3 * NUMBER_BYTES + 4 > out.length) return -1;
    out.set(prefix, at);
    at += prefix.length;
    const day = Math.floor(row.local / 86_400);
    if (day !== dateDay) {
      utf8.encodeInto(civilDate(day), date);
      dateDay = day;
    }
    out.set(date, at);
    at += 10;
    if (!daily) {
      const seconds = row.local - day * 86_400;
      const hour = Math.floor(seconds / 3600);
      const minute = Math.floor((seconds % 3600) / 60);
      out[at++] = 32; // ' '
      out[at++] = ZERO + Math.floor(hour / 10);
      out[at++] = ZERO + (hour % 10);
      out[at++] = 58; // ':'
      out[at++] = ZERO + Math.floor(minute / 10);
      out[at++] = ZERO + (minute % 10);
    }
    out.set(cells, at);
    at += cells.length;
    at = writeCsvNumber(out, at, row.value);
    if (daily) {
      out[at++] = COMMA;
      if (row.min !== undefined) at = writeCsvNumber(out, at, row.min);
      out[at++] = COMMA;
      if (row.max !== undefined) at = writeCsvNumber(out, at, row.max);
    }
    out[at++] = 13;
    out[at++] = 10;
    return at;
  };
  return { room, write };
}
