import type { DeviceSeries, SiteSeries } from '../series';
import { lazyMembers } from './lazyMembers';
import { fromNumeric, hasReading, withNumericColumns, type NumericDevice } from './numericColumns';

/**
 * The compact binary form of GET /sites/{siteId}/series (Accept: application/vnd.tilth.series),
 * decoding to exactly the values of the JSON answer. A year of a six-depth site is 7.7 MB of JSON
 * whose parsing dominated drawing it; this form is a small JSON header and typed-array columns.
 *
 * Layout: "TSC1", the header's byte length (uint32 LE), the header (UTF-8 JSON: everything but the
 * columns, and where each column sits), then the columns, each starting at a multiple of 8.
 * The values are fixed-decimal (the server rounds each series to its decimals), so a column is
 * stored as the integer steps between successive values (value × 10^decimals), in the narrowest
 * of 1, 2 or 4 bytes that holds every step; nulls are the type's lowest value. A column that is
 * not fixed-decimal (up to 6 decimals) is stored as float64 with NaN for null. Non-finite
 * numbers are stored as null, as JSON sends them.
 */
export const SERIES_MEDIA_TYPE = 'application/vnd.tilth.series';

const MAGIC = 'TSC1';
const MAX_DECIMALS = 6;

type Column = (number | null)[];

/** Where one column sits in the body and how to read it. */
type ColumnRef =
  { at: number; n: number; kind: 'steps'; bytes: 1 | 2 | 4; decimals: number; base: number } | { at: number; n: number; kind: 'f64' };

type ColumnNames = 'ts' | 'battery' | 'rssi' | 'per' | 'pressure';
type ColumnSetNames = 'moisture' | 'temperature' | 'salinity' | 'conductivity';
const COLUMNS: ColumnNames[] = ['ts', 'battery', 'rssi', 'per', 'pressure'];
const COLUMN_SETS: ColumnSetNames[] = ['moisture', 'temperature', 'salinity', 'conductivity'];

interface DeviceHeader {
  deviceId: string;
  depths: number[];
  columns: Record<ColumnNames, ColumnRef>;
  sets: Record<ColumnSetNames, ColumnRef[]>;
}

interface Header extends Omit<SiteSeries, 'probe' | 'local'> {
  probe?: DeviceHeader;
  local?: DeviceHeader;
}

const finite = (v: number | null): v is number => v !== null && Number.isFinite(v);

/** The fewest decimals that hold every value exactly, or null when more than MAX_DECIMALS would be needed. */
function decimalsOf(values: Column): number | null {
  for (let d = 0, scale = 1; d <= MAX_DECIMALS; d++, scale *= 10) {
    let exact = true;
    for (const v of values) {
      if (!finite(v)) continue;
      const k = Math.round(v * scale);
      if (!Number.isSafeInteger(k) || k / scale !== v) {
        exact = false;
        break;
      }
    }
    if (exact) return d;
  }
  return null;
}

const LIMITS = { 1: 0x7f, 2: 0x7fff, 4: 0x7fffffff } as const;
const NULL_MARK = { 1: -0x80, 2: -0x8000, 4: -0x80000000 } as const;

/** A column as integer steps, or null when a step does not fit in 4 bytes. */
function steps(values: Column, decimals: number) {
  const scale = 10 ** decimals;
  const first = values.find(finite);
  const base = first === undefined ? 0 : Math.round(first * scale);
  const out = new Float64Array(values.length);
  let previous = base;
  let widest = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!finite(v)) {
      out[i] = NaN;
      continue;
    }
    const k = Math.round(v * scale);
    const step = k - previous;
    previous = k;
    out[i] = step;
    widest = Math.max(widest, Math.abs(step));
  }
  if (widest > LIMITS[4]) return null;
  const bytes: 1 | 2 | 4 = widest <= LIMITS[1] ? 1 : widest <= LIMITS[2] ? 2 : 4;
  return { base, bytes, steps: out };
}

interface Part {
  ref: ColumnRef;
  bytes: Uint8Array;
}

function encodeColumn(values: Column, at: number): Part {
  const decimals = decimalsOf(values);
  const stepped = decimals === null ? null : steps(values, decimals);
  if (decimals === null || stepped === null) {
    // + 0 turns -0 into 0, as JSON does.
    const floats = Float64Array.from(values, (v) => (finite(v) ? v + 0 : NaN));
    return { ref: { at, n: values.length, kind: 'f64' }, bytes: new Uint8Array(floats.buffer) };
  }
  const { base, bytes, steps: raw } = stepped;
  const Type = bytes === 1 ? Int8Array : bytes === 2 ? Int16Array : Int32Array;
  const typed = new Type(raw.length);
  for (let i = 0; i < raw.length; i++) typed[i] = Number.isNaN(raw[i]!) ? NULL_MARK[bytes] : raw[i]!;
  return { ref: { at, n: values.length, kind: 'steps', bytes, decimals, base }, bytes: new Uint8Array(typed.buffer) };
}

const pad8 = (n: number) => (n + 7) & ~7;

/** The compact form of a site's series. */
export function encodeSiteSeries(series: SiteSeries): Uint8Array {
  const parts: Part[] = [];
  let at = 0;
  const add = (values: Column): ColumnRef => {
    const part = encodeColumn(values, at);
    parts.push(part);
    at = pad8(at + part.bytes.byteLength);
    return part.ref;
  };
  const device = (d: DeviceSeries): DeviceHeader => ({
    deviceId: d.deviceId,
    depths: d.depths,
    columns: Object.fromEntries(COLUMNS.map((name) => [name, add(d[name])])) as DeviceHeader['columns'],
    sets: Object.fromEntries(COLUMN_SETS.map((name) => [name, d[name].map(add)])) as DeviceHeader['sets'],
  });
  const { probe, local, ...rest } = series;
  const header: Header = { ...rest };
  if (probe) header.probe = device(probe);
  if (local) header.local = device(local);

  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const bodyStart = pad8(8 + headerBytes.byteLength);
  const out = new Uint8Array(bodyStart + at);
  out.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(4, headerBytes.byteLength, true);
  out.set(headerBytes, 8);
  for (const part of parts) out.set(part.bytes, bodyStart + part.ref.at);
  return out;
}

/** A column as Float64Array, NaN for null: the chart computes on these (see numericColumns). */
function decodeNumeric(buffer: ArrayBuffer, bodyStart: number, ref: ColumnRef): Float64Array {
  if (ref.kind === 'f64') return new Float64Array(buffer, bodyStart + ref.at, ref.n);
  const out = new Float64Array(ref.n);
  const Type = ref.bytes === 1 ? Int8Array : ref.bytes === 2 ? Int16Array : Int32Array;
  const typed = new Type(buffer, bodyStart + ref.at, ref.n);
  const mark = NULL_MARK[ref.bytes];
  // Divided, not multiplied by 10^-d: k / 10^d is exactly the server's Math.round(v × 10^d) / 10^d.
  const scale = 10 ** ref.decimals;
  let k = ref.base;
  for (let i = 0; i < ref.n; i++) {
    const step = typed[i]!;
    if (step === mark) out[i] = NaN;
    else {
      k += step;
      out[i] = k / scale;
    }
  }
  return out;
}

/** Whether a column holds any reading, read from its steps without decoding it (it stops at the first). */
function holdsReading(buffer: ArrayBuffer, bodyStart: number, ref: ColumnRef): boolean {
  if (ref.kind === 'f64') return hasReading(new Float64Array(buffer, bodyStart + ref.at, ref.n));
  const Type = ref.bytes === 1 ? Int8Array : ref.bytes === 2 ? Int16Array : Int32Array;
  const typed = new Type(buffer, bodyStart + ref.at, ref.n);
  const mark = NULL_MARK[ref.bytes];
  for (let i = 0; i < ref.n; i++) if (typed[i] !== mark) return true;
  return false;
}

/** A site's series from its compact form; throws on anything else. */
export function decodeSiteSeries(bytes: Uint8Array): SiteSeries {
  // Typed-array views need aligned offsets: copy a view that starts mid-buffer (a pooled Buffer).
  const aligned = bytes.byteOffset % 8 === 0 ? bytes : bytes.slice();
  if (aligned.byteLength < 8 || new TextDecoder().decode(aligned.subarray(0, 4)) !== MAGIC) throw new Error('Not a compact series');
  const view = new DataView(aligned.buffer, aligned.byteOffset, aligned.byteLength);
  const headerLength = view.getUint32(4, true);
  const header = JSON.parse(new TextDecoder().decode(aligned.subarray(8, 8 + headerLength))) as Header;
  const bodyStart = aligned.byteOffset + pad8(8 + headerLength);
  const buffer = aligned.buffer as ArrayBuffer;
  const numeric = (ref: ColumnRef) => decodeNumeric(buffer, bodyStart, ref);
  // Columns are decoded when first read (the buffer stays alive with the answer); the answer's
  // (number | null)[] columns are made from the numeric ones, so each is decoded once.
  const device = (d: DeviceHeader): DeviceSeries => {
    const columns = lazyMembers<NumericDevice>({
      ts: () => numeric(d.columns.ts),
      moisture: () => d.sets.moisture.map(numeric),
      temperature: () => d.sets.temperature.map(numeric),
      salinity: () => d.sets.salinity.map(numeric),
      conductivity: () => d.sets.conductivity.map(numeric),
      battery: () => numeric(d.columns.battery),
      rssi: () => numeric(d.columns.rssi),
      per: () => numeric(d.columns.per),
      pressure: () => numeric(d.columns.pressure),
    });
    const series = lazyMembers<DeviceSeries>({
      deviceId: () => d.deviceId,
      depths: () => d.depths,
      // Times are never null: the server sends one per reading.
      ts: () => fromNumeric(columns.ts) as number[],
      moisture: () => columns.moisture.map(fromNumeric),
      temperature: () => columns.temperature.map(fromNumeric),
      salinity: () => columns.salinity.map(fromNumeric),
      conductivity: () => columns.conductivity.map(fromNumeric),
      battery: () => fromNumeric(columns.battery),
      rssi: () => fromNumeric(columns.rssi),
      per: () => fromNumeric(columns.per),
      pressure: () => fromNumeric(columns.pressure),
    });
    const holds = (ref: ColumnRef) => holdsReading(buffer, bodyStart, ref);
    return withNumericColumns(series, columns, (name) =>
      name in d.sets ? d.sets[name as keyof DeviceHeader['sets']].some(holds) : holds(d.columns[name as keyof DeviceHeader['columns']]),
    );
  };
  const { probe, local, thresholds, siteId, objectId, timeZone, from, to } = header;
  // Keys in the JSON answer's order.
  return {
    siteId,
    objectId,
    timeZone,
    from,
    to,
    ...(probe && { probe: device(probe) }),
    ...(local && { local: device(local) }),
    thresholds,
  };
}
