import type { ValidReading } from '@tilth/domain';

/**
 * One device's readings of one UTC day, packed column-wise into one binary value:
 *   header (16 bytes): version, count, depthCount, 0 — uint32 little-endian
 *   ts:     float64 × count (epoch seconds, ascending)
 *   series: float32 × count for each of moisture[n], temperature °C[n], salinity[n],
 *           conductivity[n], battery, rssi, per, pressure — NaN where a value is missing.
 * Float32 keeps ~7 significant digits, more than any soil sensor resolves.
 */
export const CHANNELS = ['moisture', 'temperature', 'salinity', 'conductivity'] as const;
export type Channel = (typeof CHANNELS)[number];
export const SCALARS = ['battery', 'rssi', 'per', 'pressure'] as const;
export type Scalar = (typeof SCALARS)[number];

const VERSION = 1;
const HEADER_BYTES = 16;
export const DAY_SECONDS = 86_400;

export interface ReadingColumns {
  depthCount: number;
  ts: Float64Array;
  channels: Record<Channel, Float32Array[]>;
  battery: Float32Array;
  rssi: Float32Array;
  per: Float32Array;
  pressure: Float32Array;
}

export const seriesCount = (depthCount: number) => CHANNELS.length * depthCount + SCALARS.length;

export function emptyColumns(depthCount: number, length: number): ReadingColumns {
  const perDepth = () => Array.from({ length: depthCount }, () => new Float32Array(length));
  return {
    depthCount,
    ts: new Float64Array(length),
    channels: { moisture: perDepth(), temperature: perDepth(), salinity: perDepth(), conductivity: perDepth() },
    battery: new Float32Array(length),
    rssi: new Float32Array(length),
    per: new Float32Array(length),
    pressure: new Float32Array(length),
  };
}

/** The series of the columns in their packed order. */
export function seriesOf(columns: ReadingColumns): Float32Array[] {
  return [...CHANNELS.flatMap((c) => columns.channels[c]), columns.battery, columns.rssi, columns.per, columns.pressure];
}

export function encodeDay(columns: ReadingColumns): Buffer {
  const count = columns.ts.length;
  const series = seriesOf(columns);
  const buffer = Buffer.alloc(HEADER_BYTES + count * 8 + series.length * count * 4);
  buffer.writeUInt32LE(VERSION, 0);
  buffer.writeUInt32LE(count, 4);
  buffer.writeUInt32LE(columns.depthCount, 8);
  Buffer.from(columns.ts.buffer, columns.ts.byteOffset, count * 8).copy(buffer, HEADER_BYTES);
  let offset = HEADER_BYTES + count * 8;
  for (const s of series) {
    Buffer.from(s.buffer, s.byteOffset, count * 4).copy(buffer, offset);
    offset += count * 4;
  }
  return buffer;
}

/** Number of readings in a packed day, without decoding it. */
export function dayCount(packed: Uint8Array): number {
  return new DataView(packed.buffer, packed.byteOffset, packed.byteLength).getUint32(4, true);
}

/** Decodes a day; depths beyond what was stored read as NaN. */
export function decodeDay(packed: Uint8Array, depthCount: number): ReadingColumns {
  const columns = emptyColumns(depthCount, dayCount(packed));
  decodeDayInto(columns, 0, packed);
  return columns;
}

/** Decodes a day into `columns` starting at row `offset` (one allocation for a whole range). */
export function decodeDayInto(columns: ReadingColumns, offset: number, packed: Uint8Array): void {
  const depthCount = columns.depthCount;
  // Copy into an aligned buffer: drivers hand out views at arbitrary offsets.
  const aligned = new Uint8Array(packed.byteLength);
  aligned.set(packed);
  const header = new DataView(aligned.buffer);
  if (header.getUint32(0, true) !== VERSION) throw new Error('Unknown reading chunk version');
  const count = header.getUint32(4, true);
  const storedDepths = header.getUint32(8, true);
  columns.ts.set(new Float64Array(aligned.buffer, HEADER_BYTES, count), offset);
  const stored = new Float32Array(aligned.buffer, HEADER_BYTES + count * 8, seriesCount(storedDepths) * count);
  const target = seriesOf(columns);
  const storedIndex = (channel: number, depth: number) => channel * storedDepths + depth;
  CHANNELS.forEach((_, c) => {
    for (let d = 0; d < depthCount; d++) {
      const t = target[c * depthCount + d]!;
      if (d < storedDepths) t.set(stored.subarray(storedIndex(c, d) * count, (storedIndex(c, d) + 1) * count), offset);
      else t.fill(NaN, offset, offset + count);
    }
  });
  SCALARS.forEach((_, k) => {
    const from = (CHANNELS.length * storedDepths + k) * count;
    target[CHANNELS.length * depthCount + k]!.set(stored.subarray(from, from + count), offset);
  });
}

/**
 * Adds readings to a day; a timestamp already present is kept as it was (idempotent retries).
 * Answers the merged day and how many readings were new.
 */
export function mergeDay(
  existing: ReadingColumns | null,
  readings: ValidReading[],
  depthCount: number,
): { day: ReadingColumns; inserted: number } {
  const byTs = new Map<number, ValidReading | number>();
  if (existing) for (let i = 0; i < existing.ts.length; i++) byTs.set(existing.ts[i]!, i);
  let inserted = 0;
  for (const r of readings) {
    if (byTs.has(r.ts)) continue;
    byTs.set(r.ts, r);
    inserted++;
  }
  if (inserted === 0 && existing) return { day: existing, inserted };
  const order = [...byTs.keys()].sort((a, b) => a - b);
  const day = emptyColumns(depthCount, order.length);
  const target = seriesOf(day);
  const source = existing ? seriesOf(existing) : [];
  order.forEach((ts, row) => {
    day.ts[row] = ts;
    const entry = byTs.get(ts)!;
    if (typeof entry === 'number') {
      for (let s = 0; s < target.length; s++) target[s]![row] = source[s]![entry]!;
      return;
    }
    let s = 0;
    for (const channel of CHANNELS) for (let d = 0; d < depthCount; d++) target[s++]![row] = entry[channel][d] ?? NaN;
    for (const scalar of SCALARS) target[s++]![row] = entry[scalar] ?? NaN;
  });
  return { day, inserted };
}

/** Joins days (already in ascending order) into one set of columns. */
export function concatDays(days: ReadingColumns[], depthCount: number): ReadingColumns {
  const total = days.reduce((n, d) => n + d.ts.length, 0);
  const out = emptyColumns(depthCount, total);
  const target = seriesOf(out);
  let offset = 0;
  for (const day of days) {
    out.ts.set(day.ts, offset);
    seriesOf(day).forEach((s, i) => target[i]!.set(s, offset));
    offset += day.ts.length;
  }
  return out;
}

/** The rows whose timestamp `keep` accepts, in order; the same columns when every row is kept. */
export function filterRows(columns: ReadingColumns, keep: (ts: number) => boolean): ReadingColumns {
  const rows: number[] = [];
  for (let i = 0; i < columns.ts.length; i++) if (keep(columns.ts[i]!)) rows.push(i);
  if (rows.length === columns.ts.length) return columns;
  const out = emptyColumns(columns.depthCount, rows.length);
  const source = seriesOf(columns);
  const target = seriesOf(out);
  rows.forEach((row, i) => {
    out.ts[i] = columns.ts[row]!;
    for (let s = 0; s < source.length; s++) target[s]![i] = source[s]![row]!;
  });
  return out;
}
