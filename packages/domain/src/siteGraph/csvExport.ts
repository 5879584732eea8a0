import { round } from '../agronomy/math';
import { celsiusToFahrenheit } from '../agronomy/units';
import { formatExportTime } from './timeFormat';

/**
 * 'Download all data' (spec 001 §2.8, §9): a site's readings as CSV, named by site id, with the
 * export units inch, %, F and dS/m and 'DD MMM YYYY H:mm' times in the farm's time zone.
 */

/** One device's readings as GET /sites/{siteId}/series answers them (canonical units: VWC %, °C, dS/m). */
export interface DeviceSeriesColumns {
  depths: readonly number[];
  ts: readonly number[];
  moisture: readonly (readonly (number | null)[])[];
  temperature: readonly (readonly (number | null)[])[];
  salinity: readonly (readonly (number | null)[])[];
  conductivity: readonly (readonly (number | null)[])[];
}

/** A daily or event series in inches (rainfall, applied irrigation), on its own timestamps. */
export interface InchSeries {
  ts: readonly number[];
  values: readonly (number | null)[];
}

export interface SiteCsvInput {
  siteId: string;
  timeZone: string;
  probe?: DeviceSeriesColumns | null;
  local?: DeviceSeriesColumns | null;
  rainfall?: InchSeries | null;
  irrigation?: InchSeries | null;
}

export const CSV_UNITS = { water: 'inch', moisture: '%', temperature: 'F', salinity: 'dS/m', conductivity: 'dS/m' } as const;

interface Column {
  header: string;
  ts: readonly number[];
  values: readonly (number | null)[];
  convert: (value: number) => number;
}

const asIs = (digits: number) => (v: number) => round(v, digits);
const toFahrenheit = (v: number) => round(celsiusToFahrenheit(v), 1);

function deviceColumns(device: DeviceSeriesColumns, label: (depth: number) => string): Column[] {
  const columns: Column[] = [];
  const channels = [
    ['Moisture', CSV_UNITS.moisture, device.moisture, asIs(2)],
    ['Temperature', CSV_UNITS.temperature, device.temperature, toFahrenheit],
    ['Salinity', CSV_UNITS.salinity, device.salinity, asIs(3)],
    ['EC', CSV_UNITS.conductivity, device.conductivity, asIs(3)],
  ] as const;
  for (const [name, unit, series, convert] of channels) {
    device.depths.forEach((depth, i) => {
      columns.push({ header: `${name} ${label(depth)} (${unit})`, ts: device.ts, values: series[i] ?? [], convert });
    });
  }
  return columns;
}

/** Quotes a field when it holds a comma, quote or line break (RFC 4180). */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file name of a site's export: its site id. */
export function siteCsvFileName(siteId: string): string {
  return `${siteId.replace(/[^\w.-]/g, '_')}.csv`;
}

/**
 * The CSV text: a Date column, then every channel per depth (probe depths as '{depth} in', the
 * local sensor as 'Local'), then rainfall and irrigation. Rows are the union of all timestamps,
 * oldest first; a column without a value at a row's time leaves its cell empty.
 */
export function siteCsv(input: SiteCsvInput): string {
  const columns: Column[] = [];
  if (input.probe) columns.push(...deviceColumns(input.probe, (depth) => `${depth} in`));
  if (input.local) columns.push(...deviceColumns(input.local, () => 'Local'));
  if (input.rainfall) columns.push({ header: `Rainfall (${CSV_UNITS.water})`, ...input.rainfall, convert: asIs(3) });
  if (input.irrigation) columns.push({ header: `Irrigation (${CSV_UNITS.water})`, ...input.irrigation, convert: asIs(3) });

  const lookups = columns.map((column) => {
    const byTime = new Map<number, number>();
    column.ts.forEach((t, i) => {
      const value = column.values[i];
      if (typeof value === 'number' && Number.isFinite(value)) byTime.set(t, column.convert(value));
    });
    return byTime;
  });
  const times = [...new Set(columns.flatMap((c) => c.ts))].sort((a, b) => a - b);
  const lines = [['Date', ...columns.map((c) => c.header)].map(csvField).join(',')];
  for (const t of times) {
    const cells = lookups.map((byTime) => {
      const value = byTime.get(t);
      return value === undefined ? '' : String(value);
    });
    lines.push([csvField(formatExportTime(t, input.timeZone)), ...cells].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
