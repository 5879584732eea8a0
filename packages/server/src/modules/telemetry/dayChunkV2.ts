import zlib from 'node:zlib';
import { CHANNELS, emptyColumns, SCALARS, seriesOf, type ReadingColumns } from './dayChunk';

/**
 * Day chunk format v2 (dayChunkFormat.md): the same columns as v1, lossless, in about a fifth of
 * the bytes.
 *   header (8 bytes, uncompressed): version 2, compression, stored depths (uint16), count (uint32)
 *     — version and count sit where v1 has them, so `dayCount` reads either;
 *   body (compressed): timestamps as a start, one interval and the exceptions to it; then each
 *     series in v1's order as a tag — absent (every value missing, nothing stored), decimal (the
 *     fewest decimals that give back every float32 exactly, deltas of the scaled integers) or
 *     xor (float32 bits XOR the previous value's) — with the runs of missing values when it has some.
 * Decoding gives back exactly the float32 values v1 stores (a missing value is NaN in both).
 */
export const V2 = 2;
const HEADER_BYTES = 8;

export const COMPRESSIONS = ['none', 'deflate', 'brotli'] as const;
export type Compression = (typeof COMPRESSIONS)[number];

const TS_EMPTY = 0;
const TS_INTERVAL = 1;
const TS_FLOAT64 = 2;
const SERIES_ABSENT = 0;
const SERIES_DECIMAL = 1;
const SERIES_XOR = 2;
const SERIES_PACKED = 3;
const HAS_GAPS = 0x80;
/** Decimal digits tried before a series falls back to its float32 bits. */
const MAX_DIGITS = 9;
/** Scaled integers stay well inside exact doubles, so deltas and zigzag are exact too. */
const MAX_SCALED = 2 ** 46;
/** Packed deltas go in blocks of this many values, each block with its own bit width. */
const BLOCK = 32;
/** The widest packed delta: the decoder's bit buffer is a 32-bit integer (wider deltas use varints). */
const MAX_PACKED_BITS = 24;

/** A growing byte buffer with LEB128 varints (unsigned, and zigzag for signed). */
class Writer {
  bytes: Uint8Array;
  length = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(Math.max(64, capacity));
  }

  private room(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  byte(v: number): void {
    this.room(1);
    this.bytes[this.length++] = v;
  }

  /** Unsigned integer below 2^53. */
  varint(v: number): void {
    this.room(8);
    const b = this.bytes;
    while (v >= 0x80000000) {
      b[this.length++] = (v % 128) | 128;
      v = Math.floor(v / 128);
    }
    while (v > 127) {
      b[this.length++] = (v & 127) | 128;
      v >>>= 7;
    }
    b[this.length++] = v;
  }

  /** Signed integer of magnitude below 2^52. */
  zigzag(v: number): void {
    this.varint(v >= 0 ? v * 2 : -v * 2 - 1);
  }

  float64s(values: Float64Array): void {
    this.room(values.length * 8);
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset);
    for (const v of values) {
      view.setFloat64(this.length, v, true);
      this.length += 8;
    }
  }

  result(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

class Reader {
  at = 0;
  constructor(readonly bytes: Uint8Array) {}

  byte(): number {
    if (this.at >= this.bytes.length) throw new Error('Truncated reading chunk');
    return this.bytes[this.at++]!;
  }

  varint(): number {
    const b = this.bytes;
    let result = 0;
    let shift = 0;
    for (;;) {
      if (this.at >= b.length) throw new Error('Truncated reading chunk');
      const byte = b[this.at++]!;
      if (shift < 28) result |= (byte & 127) << shift;
      else result += (byte & 127) * 2 ** shift;
      if (byte < 128) break;
      shift += 7;
    }
    // Bit 31 set by the shifts above makes the sum negative: back to unsigned.
    return result < 0 ? result + 2 ** 32 : result;
  }

  zigzag(): number {
    const v = this.varint();
    return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
  }

  float64s(target: Float64Array, offset: number, count: number): void {
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.at, count * 8);
    for (let i = 0; i < count; i++) target[offset + i] = view.getFloat64(i * 8, true);
    this.at += count * 8;
  }
}

/** Whether every timestamp is a whole number of seconds whose gaps stay exact. */
function integerTimes(ts: Float64Array): boolean {
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i]!;
    if (!Number.isSafeInteger(t) || Object.is(t, -0) || Math.abs(t) > 2 ** 50) return false;
  }
  return true;
}

function writeTimes(out: Writer, ts: Float64Array): void {
  if (ts.length === 0) return out.byte(TS_EMPTY);
  if (!integerTimes(ts)) {
    out.byte(TS_FLOAT64);
    return out.float64s(ts);
  }
  // The interval is the most common gap: every other gap is an exception (index step, difference).
  const gaps = new Map<number, number>();
  for (let i = 1; i < ts.length; i++) {
    const gap = ts[i]! - ts[i - 1]!;
    gaps.set(gap, (gaps.get(gap) ?? 0) + 1);
  }
  let interval = 0;
  let best = 0;
  for (const [gap, n] of gaps) if (n > best) [interval, best] = [gap, n];
  out.byte(TS_INTERVAL);
  out.zigzag(ts[0]!);
  out.zigzag(interval);
  out.varint(ts.length - 1 - best);
  let last = 0;
  for (let i = 1; i < ts.length; i++) {
    const gap = ts[i]! - ts[i - 1]!;
    if (gap === interval) continue;
    out.varint(i - last);
    out.zigzag(gap - interval);
    last = i;
  }
}

function readTimes(input: Reader, ts: Float64Array, offset: number, count: number): void {
  const tag = input.byte();
  if (tag === TS_EMPTY) return;
  if (tag === TS_FLOAT64) return input.float64s(ts, offset, count);
  if (tag !== TS_INTERVAL) throw new Error('Unknown timestamp encoding in reading chunk');
  const first = input.zigzag();
  const interval = input.zigzag();
  let exceptions = input.varint();
  let nextException = exceptions > 0 ? input.varint() : Infinity;
  let t = first;
  ts[offset] = t;
  for (let i = 1; i < count; i++) {
    let gap = interval;
    if (i === nextException) {
      gap += input.zigzag();
      exceptions--;
      nextException = exceptions > 0 ? i + input.varint() : Infinity;
    }
    t += gap;
    ts[offset + i] = t;
  }
}

/** Runs of present and missing values, alternating, starting with present (possibly an empty run). */
function writeGaps(out: Writer, values: Float32Array): void {
  const runs: number[] = [];
  let present = true;
  let run = 0;
  for (let i = 0; i < values.length; i++) {
    if (Number.isNaN(values[i]!) === present) {
      runs.push(run);
      present = !present;
      run = 0;
    }
    run++;
  }
  runs.push(run);
  out.varint(runs.length);
  for (const r of runs) out.varint(r);
}

/** Decimals that give every value back exactly, or -1 when none up to MAX_DIGITS do. */
function decimalsOf(values: Float32Array): number {
  let digits = 0;
  let scale = 1;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) continue;
    for (;;) {
      const q = Math.round(v * scale);
      if (Math.abs(q) < MAX_SCALED && Object.is(Math.fround((q + 0) / scale), v)) break;
      if (++digits > MAX_DIGITS) return -1;
      scale *= 10;
    }
  }
  return digits;
}

/**
 * The scaled integers' deltas, zigzagged, at the narrowest fixed width that holds them all (one
 * byte, or two as a plane of low bytes then one of high bytes) or as varints when some need more:
 * fixed widths decode without a branch per byte, and deflate takes out the high plane's zeros.
 */
function writeDecimal(out: Writer, values: Float32Array, digits: number): boolean {
  const scale = 10 ** digits;
  const deltas = new Float64Array(values.length);
  let n = 0;
  let widest = 0;
  let previous = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) continue;
    const q = Math.round(v * scale) + 0;
    // decimalsOf found digits per value, increasing: check the final scale gives each back too.
    if (Math.abs(q) >= MAX_SCALED || !Object.is(Math.fround(q / scale), v)) return false;
    const d = q - previous;
    const z = d >= 0 ? d * 2 : -d * 2 - 1;
    deltas[n++] = z;
    if (z > widest) widest = z;
    previous = q;
  }
  out.byte(digits);
  const width = widest < 256 ? 1 : widest < 65_536 ? 2 : 0;
  out.byte(width);
  if (width === 0) for (let i = 0; i < n; i++) out.varint(deltas[i]!);
  // Two bytes as two planes, the low bytes then the high: the high plane is mostly 0s and 1s.
  else for (let plane = 0; plane < width; plane++) for (let i = 0; i < n; i++) out.byte((deltas[i]! >>> (8 * plane)) & 255);
  return true;
}

/** Bits needed for an unsigned integer below 2^32 (0 for 0). */
const bitsOf = (v: number): number => 32 - Math.clz32(v);

/**
 * Packed decimal: the first scaled integer as a varint, then the zigzagged deltas of the rest in
 * blocks of BLOCK values, each block a width byte (0–24 bits) and its values' low bits, least
 * significant first, padded to a byte. As small as deflate over the byte-wide deltas and several
 * times faster to read: no decompression step at all. False when a delta needs more than 24 bits.
 */
function writePacked(out: Writer, values: Float32Array, digits: number): boolean {
  const scale = 10 ** digits;
  const deltas = new Uint32Array(values.length);
  let n = 0;
  let first = NaN;
  let previous = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) continue;
    const q = Math.round(v * scale) + 0;
    if (Math.abs(q) >= MAX_SCALED || !Object.is(Math.fround(q / scale), v)) return false;
    if (Number.isNaN(first)) first = q;
    else {
      const d = q - previous;
      const z = d >= 0 ? d * 2 : -d * 2 - 1;
      if (z >= 2 ** MAX_PACKED_BITS) return false;
      deltas[n++] = z;
    }
    previous = q;
  }
  out.byte(digits);
  out.zigzag(first);
  for (let start = 0; start < n; start += BLOCK) {
    const end = Math.min(n, start + BLOCK);
    let widest = 0;
    for (let i = start; i < end; i++) widest |= deltas[i]!;
    const width = bitsOf(widest);
    out.byte(width);
    if (width === 0) continue;
    let acc = 0;
    let bits = 0;
    for (let i = start; i < end; i++) {
      acc += deltas[i]! * 2 ** bits;
      bits += width;
      while (bits >= 8) {
        out.byte(acc & 255);
        acc = Math.floor(acc / 256);
        bits -= 8;
      }
    }
    if (bits > 0) out.byte(acc);
  }
  return true;
}

function writeXor(out: Writer, values: Float32Array): void {
  const bits = new Uint32Array(values.buffer, values.byteOffset, values.length);
  let previous = 0;
  for (let i = 0; i < values.length; i++) {
    if (Number.isNaN(values[i]!)) continue;
    const b = bits[i]!;
    out.varint((b ^ previous) >>> 0);
    previous = b;
  }
}

function writeSeries(out: Writer, values: Float32Array, bytewise: boolean): void {
  let missing = 0;
  for (let i = 0; i < values.length; i++) if (Number.isNaN(values[i]!)) missing++;
  if (missing === values.length) return out.byte(SERIES_ABSENT);
  const gaps = missing > 0 ? HAS_GAPS : 0;
  const digits = decimalsOf(values);
  const tagAt = out.length;
  out.byte(SERIES_PACKED | gaps);
  if (gaps) writeGaps(out, values);
  const bodyAt = out.length;
  if (!bytewise && digits >= 0 && writePacked(out, values, digits)) return;
  out.length = bodyAt;
  out.bytes[tagAt] = SERIES_DECIMAL | gaps;
  if (digits >= 0 && writeDecimal(out, values, digits)) return;
  out.length = bodyAt;
  out.bytes[tagAt] = SERIES_XOR | gaps;
  writeXor(out, values);
}

/** Reads a packed series' values, in order, into values[0…n). */
function readPacked(input: Reader, values: Float32Array, n: number): void {
  const scale = 10 ** input.byte();
  if (n === 0) return;
  let q = input.zigzag();
  values[0] = q / scale;
  const bytes = input.bytes;
  const end = bytes.length;
  let at = input.at;
  for (let start = 1; start < n; start += BLOCK) {
    const stop = Math.min(n, start + BLOCK);
    if (at >= end) throw new Error('Truncated reading chunk');
    const width = bytes[at++]!;
    if (width === 0) {
      values.fill(q / scale, start, stop);
      continue;
    }
    if (width > MAX_PACKED_BITS || at + Math.ceil(((stop - start) * width) / 8) > end)
      throw new Error('Corrupt packed series in reading chunk');
    // The hot loop of a read: a 32-bit buffer refilled a byte at a time (width ≤ 24, so it never overflows).
    const mask = (1 << width) - 1;
    let acc = 0;
    let bits = 0;
    for (let i = start; i < stop; i++) {
      while (bits < width) {
        acc |= bytes[at++]! << bits;
        bits += 8;
      }
      const z = acc & mask;
      acc >>>= width;
      bits -= width;
      q += (z >>> 1) ^ -(z & 1);
      values[i] = q / scale;
    }
  }
  input.at = at;
}

/** Reads one series into target[offset…offset+count) (a scratch array when the series is not wanted). */
function readSeries(input: Reader, target: Float32Array, offset: number, count: number, present: Uint8Array, scratch: Float32Array): void {
  const tag = input.byte();
  const kind = tag & ~HAS_GAPS;
  if (kind === SERIES_ABSENT) {
    target.fill(NaN, offset, offset + count);
    return;
  }
  if (kind !== SERIES_DECIMAL && kind !== SERIES_XOR && kind !== SERIES_PACKED) throw new Error('Unknown series encoding in reading chunk');
  const gaps = (tag & HAS_GAPS) !== 0;
  // How many rows have a value: all of them, or the sum of the present runs.
  let have = count;
  if (gaps) {
    // present[i] = 1 where row i has a value.
    const runs = input.varint();
    let row = 0;
    have = 0;
    for (let r = 0; r < runs; r++) {
      const length = input.varint();
      if (row + length > count) throw new Error('Corrupt gaps in reading chunk');
      present.fill(r % 2 === 0 ? 1 : 0, row, row + length);
      if (r % 2 === 0) have += length;
      row += length;
    }
    if (row !== count) throw new Error('Corrupt gaps in reading chunk');
  }
  if (kind === SERIES_PACKED) {
    if (!gaps) return readPacked(input, target.subarray(offset, offset + count), count);
    const values = scratch.subarray(0, have);
    readPacked(input, values, have);
    for (let i = 0, v = 0; i < count; i++) target[offset + i] = present[i] === 1 ? values[v++]! : NaN;
    return;
  }
  if (kind === SERIES_DECIMAL) {
    const scale = 10 ** input.byte();
    const width = input.byte();
    if (width !== 1 && width !== 2) {
      let q = 0;
      for (let i = 0; i < count; i++) {
        if (gaps && present[i] === 0) target[offset + i] = NaN;
        else target[offset + i] = (q += input.zigzag()) / scale;
      }
      return;
    }
    // The hot loop of a read: fixed-width deltas, no branch per byte.
    const bytes = input.bytes;
    let at = input.at;
    const values = have;
    if (at + values * width > bytes.length) throw new Error('Truncated reading chunk');
    let q = 0;
    for (let i = 0; i < count; i++) {
      if (gaps && present[i] === 0) {
        target[offset + i] = NaN;
        continue;
      }
      const z = width === 2 ? bytes[at]! | (bytes[at + values]! << 8) : bytes[at]!;
      at++;
      q += (z >>> 1) ^ -(z & 1);
      target[offset + i] = q / scale;
    }
    input.at = at + (width - 1) * values;
    return;
  }
  const one = new Float32Array(1);
  const oneBits = new Uint32Array(one.buffer);
  let previous = 0;
  for (let i = 0; i < count; i++) {
    if (gaps && present[i] === 0) {
      target[offset + i] = NaN;
      continue;
    }
    previous = (previous ^ input.varint()) >>> 0;
    oneBits[0] = previous;
    target[offset + i] = one[0]!;
  }
}

function compress(body: Uint8Array, compression: Compression): Uint8Array {
  // Level 1: the deltas leave little for longer matches to find (level 6 is 0.1 % smaller, 4× slower).
  if (compression === 'deflate') return zlib.deflateRawSync(body, { level: 1 });
  if (compression === 'brotli')
    return zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
      },
    });
  return body;
}

function decompress(body: Uint8Array, code: number): Uint8Array {
  const compression = COMPRESSIONS[code];
  if (compression === 'deflate') return zlib.inflateRawSync(body);
  if (compression === 'brotli') return zlib.brotliDecompressSync(body);
  if (compression === 'none') return body;
  throw new Error('Unknown compression in reading chunk');
}

/**
 * `bytewise` writes decimal series as the morning of 2026-11-27 did (byte-wide deltas, made for
 * deflate) instead of packed: rows written then are read for as long as they are kept, and the
 * tests write such chunks to keep that reading covered.
 */
export function encodeDayV2(columns: ReadingColumns, compression: Compression = 'none', bytewise = false): Buffer {
  const count = columns.ts.length;
  const series = seriesOf(columns);
  const out = new Writer(16 + count * (2 + series.length * 2));
  writeTimes(out, columns.ts);
  for (const s of series) writeSeries(out, s, bytewise);
  const body = compress(out.result(), compression);
  const packed = Buffer.alloc(HEADER_BYTES + body.length);
  packed[0] = V2;
  packed[1] = COMPRESSIONS.indexOf(compression);
  packed.writeUInt16LE(columns.depthCount, 2);
  packed.writeUInt32LE(count, 4);
  packed.set(body, HEADER_BYTES);
  return packed;
}

let scratchArrays = { present: new Uint8Array(0), skipped: new Float32Array(0), scratch: new Float32Array(0) };

/**
 * Work arrays for decoding a day of `count` rows, kept between calls (a site-year is 730 days:
 * allocating three typed arrays per day cost more than decoding some of them). `present` marks the
 * rows with a value, `skipped` takes stored depths the caller did not ask for, `scratch` a gappy
 * series' values before they are spread over their rows. Decoding is synchronous, so one set serves.
 */
function scratchFor(count: number) {
  if (scratchArrays.present.length < count)
    scratchArrays = { present: new Uint8Array(count), skipped: new Float32Array(count), scratch: new Float32Array(count) };
  return scratchArrays;
}

/** Decodes a v2 day into `columns` from row `offset`; depths beyond what was stored read as NaN. */
export function decodeDayV2Into(columns: ReadingColumns, offset: number, packed: Uint8Array): void {
  if (packed.byteLength < HEADER_BYTES || packed[0] !== V2) throw new Error('Not a v2 reading chunk');
  const storedDepths = packed[2]! | (packed[3]! << 8);
  const count = new DataView(packed.buffer, packed.byteOffset, HEADER_BYTES).getUint32(4, true);
  const input = new Reader(decompress(packed.subarray(HEADER_BYTES), packed[1]!));
  readTimes(input, columns.ts, offset, count);
  const depthCount = columns.depthCount;
  const { present, skipped, scratch } = scratchFor(count);
  // The series in seriesOf's order, read without building its array (730 calls a site-year).
  for (const channel of CHANNELS) {
    const target = columns.channels[channel];
    for (let d = 0; d < storedDepths; d++)
      readSeries(input, d < depthCount ? target[d]! : skipped, d < depthCount ? offset : 0, count, present, scratch);
    for (let d = storedDepths; d < depthCount; d++) target[d]!.fill(NaN, offset, offset + count);
  }
  for (const scalar of SCALARS) readSeries(input, columns[scalar], offset, count, present, scratch);
}

export function decodeDayV2(packed: Uint8Array, depthCount: number): ReadingColumns {
  const columns = emptyColumns(depthCount, new DataView(packed.buffer, packed.byteOffset, HEADER_BYTES).getUint32(4, true));
  decodeDayV2Into(columns, 0, packed);
  return columns;
}
