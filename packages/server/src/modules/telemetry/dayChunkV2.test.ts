import { describe, expect, it } from 'vitest';
import type { ValidReading } from '@tilth/domain';
import { chunkCount, chunkFormat, decodeChunk, encodeChunk } from './chunkCodec';
import { CHANNELS, emptyColumns, encodeDay, mergeDay, SCALARS, seriesOf, type ReadingColumns } from './dayChunk';
import { COMPRESSIONS, decodeDayV2, encodeDayV2 } from './dayChunkV2';

const bits = (values: Float32Array) =>
  Array.from(new Uint32Array(new Float32Array(values).buffer), (b, i) => (Number.isNaN(values[i]!) ? 'NaN' : b));

/** Every timestamp and every series bit for bit (a missing value is NaN, whatever its payload). */
function expectSameColumns(actual: ReadingColumns, expected: ReadingColumns): void {
  expect(actual.depthCount).toBe(expected.depthCount);
  expect(Array.from(actual.ts, (t) => (Object.is(t, -0) ? '-0' : t))).toEqual(
    Array.from(expected.ts, (t) => (Object.is(t, -0) ? '-0' : t)),
  );
  const a = seriesOf(actual);
  const e = seriesOf(expected);
  expect(a.length).toBe(e.length);
  a.forEach((s, k) => expect(bits(s), `series ${k}`).toEqual(bits(e[k]!)));
}

function columnsOf(ts: number[], depthCount: number, value: (series: number, row: number) => number): ReadingColumns {
  const columns = emptyColumns(depthCount, ts.length);
  columns.ts.set(ts);
  seriesOf(columns).forEach((s, k) => ts.forEach((_, i) => (s[i] = value(k, i))));
  return columns;
}

/** Every compression, packed and the byte-wide decimal deltas of the first v2 chunks. */
const roundTrip = (columns: ReadingColumns) => {
  for (const compression of COMPRESSIONS)
    for (const bytewise of [false, true])
      expectSameColumns(decodeDayV2(encodeDayV2(columns, compression, bytewise), columns.depthCount), columns);
};

const QUARTER = 900;
const day = 20_000 * 86_400;
const regular = (n: number) => Array.from({ length: n }, (_, i) => day + i * QUARTER);

describe('day chunks v2', () => {
  it('round-trips every channel and scalar at their precision, with gaps and all-missing series', () => {
    const ts = regular(96);
    const columns = columnsOf(ts, 6, (k, i) => {
      if (k === 3 && i % 7 === 0) return NaN; // scattered gaps
      if (k === 5 && i >= 20 && i < 50) return NaN; // one long gap
      if (k === 6 && i < 90) return NaN; // only the end present
      if (k >= 18 && k < 24) return NaN; // conductivity never sent
      if (k === seriesOf(emptyColumns(6, 0)).length - 1) return NaN; // no pressure on a probe
      return Math.fround(Math.round((20 + k + Math.sin(i / 9) * 4) * 1000) / 1000);
    });
    roundTrip(columns);
    const packed = encodeDayV2(columns);
    expect(chunkFormat(packed)).toBe(2);
    expect(chunkCount(packed)).toBe(96);
    expect(packed.byteLength).toBeLessThan(encodeDay(columns).byteLength / 4);
  });

  it('round-trips out-of-order, repeated, irregular, fractional, negative and huge timestamps', () => {
    const values = (k: number, i: number) => Math.fround(k + i / 100);
    roundTrip(columnsOf([day + 900, day, day + 1800, day + 1800, day + 1800, day + 2700], 2, values));
    roundTrip(columnsOf([day, day + 7, day + 900, day + 1801, day + 5000, day + 5900, day + 6800], 2, values));
    roundTrip(columnsOf([day + 0.5, day + 900.25, day + 1800], 1, values));
    roundTrip(columnsOf([-86_400, -1, 0, 1], 1, values));
    roundTrip(columnsOf([2 ** 52, 2 ** 52 + 900, -(2 ** 51)], 1, values));
    roundTrip(columnsOf([-0, 900], 1, values));
    roundTrip(columnsOf([NaN, Infinity, day], 1, values));
  });

  it('round-trips extreme values bit for bit', () => {
    const extremes = [
      0,
      -0,
      1,
      -1,
      3.4028234663852886e38,
      -3.4028234663852886e38,
      Infinity,
      -Infinity,
      1.401298464324817e-45,
      1.1754943508222875e-38,
      Math.fround(Math.PI),
      Math.fround(1 / 3),
      16_777_217,
      2 ** 40,
      Math.fround(0.1),
      Math.fround(123456.789),
      Math.fround(-40),
      Math.fround(85),
      Math.fround(-160),
      Math.fround(499.95),
    ];
    const ts = regular(extremes.length);
    roundTrip(columnsOf(ts, 4, (k, i) => extremes[(i + k) % extremes.length]!));
    // A series mixing exact decimals with one value that needs its float32 bits.
    roundTrip(columnsOf(ts, 1, (k, i) => (i === 5 ? Math.fround(Math.E) : Math.fround(i / 100))));
    // A NaN with another payload reads back as missing, like every NaN.
    const odd = new Float32Array(new Uint32Array([0x7fc00001]).buffer)[0]!;
    const columns = columnsOf(regular(3), 1, (k, i) => (i === 1 ? odd : i));
    const back = decodeDayV2(encodeDayV2(columns), 1);
    expect(back.channels.moisture[0]![1]).toBeNaN();
  });

  it('packs deltas in blocks of 32 at their widest bit width, up to 24 bits', () => {
    // Block edges (31–33, 64, 65 values), a constant series (0 bits), ramps, and single jumps whose
    // zigzagged delta needs exactly 24 bits (packed) or 25 (falls back to varint deltas).
    for (const n of [2, 31, 32, 33, 64, 65, 96]) {
      roundTrip(columnsOf(regular(n), 2, (k, i) => (k === 0 ? 25.5 : k === 1 ? Math.fround(i / 100) : Math.fround(-i * 3.7 + k))));
    }
    const jump = (delta: number) => columnsOf(regular(40), 1, (k, i) => (k === 0 && i >= 35 ? delta : 0));
    const widest = 2 ** 23; // zigzag(-2^23) = 2^24 - 1: the widest packed delta
    roundTrip(jump(-widest));
    roundTrip(jump(widest)); // zigzag 2^24: varints
    roundTrip(columnsOf(regular(50), 1, (k, i) => (i % 2 === 0 ? -(2 ** 40) : 2 ** 40)));
    // The first value is stored on its own, so a series far from zero packs its small steps narrowly.
    const far = columnsOf(regular(96), 1, (k, i) => (k === 0 ? 123456 + (i % 3) : NaN));
    const near = columnsOf(regular(96), 1, (k, i) => (k === 0 ? i % 3 : NaN));
    expect(encodeDayV2(far).byteLength - encodeDayV2(near).byteLength).toBeLessThanOrEqual(3);
    expect(encodeDayV2(near).byteLength).toBeLessThan(encodeDayV2(near, 'none', true).byteLength);
  });

  it('round-trips empty days and single readings', () => {
    roundTrip(emptyColumns(6, 0));
    roundTrip(columnsOf([day], 3, (k) => (k % 2 === 0 ? NaN : k / 4)));
    roundTrip(columnsOf(regular(3), 0, () => NaN));
  });

  it('reads fewer depths than stored, or more (as NaN), and from an unaligned view', () => {
    const columns = columnsOf(regular(10), 3, (k, i) => Math.fround(k * 10 + i / 100));
    const packed = encodeDayV2(columns);
    const shifted = new Uint8Array(packed.length + 3);
    shifted.set(packed, 3);
    expectSameColumns(decodeDayV2(shifted.subarray(3), 3), columns);
    const narrow = decodeDayV2(packed, 1);
    const wide = decodeDayV2(packed, 5);
    for (const channel of CHANNELS) {
      expect(bits(narrow.channels[channel][0]!)).toEqual(bits(columns.channels[channel][0]!));
      expect(bits(wide.channels[channel][2]!)).toEqual(bits(columns.channels[channel][2]!));
      expect(Array.from(wide.channels[channel][4]!).every(Number.isNaN)).toBe(true);
    }
    for (const scalar of SCALARS) expect(bits(narrow[scalar])).toEqual(bits(columns[scalar]));
  });

  it('refuses what it cannot read instead of guessing', () => {
    const packed = encodeDayV2(columnsOf(regular(20), 2, (k, i) => i + k));
    expect(() => decodeDayV2(packed.subarray(0, packed.length - 5), 2)).toThrow();
    for (let cut = 9; cut < packed.length; cut += 3) expect(() => decodeDayV2(packed.subarray(0, cut), 2)).toThrow();
    const unknown = Buffer.from(packed);
    unknown[0] = 9;
    expect(() => decodeChunk(unknown, 2)).toThrow(/version 9/);
    const badCompression = Buffer.from(packed);
    badCompression[1] = 7;
    expect(() => decodeDayV2(badCompression, 2)).toThrow(/compression/);
  });

  it('decodes v1 and v2 chunks of sensor-like days to the same columns, each at a fraction of the bytes', () => {
    // Readings as devices send them (and the simulator makes them, integration tests use it): slow
    // signals plus noise at the API's decimals, lost packets, a sensor dropping out, a local sensor.
    let seed = 7;
    const noise = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31 - 0.5;
    };
    const r = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
    const reading = (ts: number, depths: number, i: number): ValidReading => ({
      ts,
      moisture: Array.from({ length: depths }, (_, d) =>
        d === 3 && i % 50 < 9 ? null : r(20 + d * 2 + 5 * Math.sin(i / 300) + noise() * 0.3, 2),
      ),
      temperature: Array.from({ length: depths }, (_, d) => r(18 + (6 * Math.sin((i / 96) * 2 * Math.PI)) / (d + 1) + noise() * 0.1, 2)),
      salinity: Array.from({ length: depths }, () => r(1.8 * (1 + noise() * 0.04), 3)),
      conductivity: Array.from({ length: depths }, () => r(0.9 * (1 + noise() * 0.04), 3)),
      battery: r(3.05 - i / 1e5 + noise() * 0.008, 3),
      rssi: Math.round(-95 + noise() * 5),
      per: r(0.02 + i / 1e6, 3),
      pressure: null,
    });
    let v1Bytes = 0;
    let v2Bytes = 0;
    for (const depths of [6, 1]) {
      for (let dayIndex = 0; dayIndex < 10; dayIndex++) {
        const readings: ValidReading[] = [];
        for (let k = 0; k < 96; k++) {
          if (noise() < -0.48) continue; // ~2 % packets lost
          const i = dayIndex * 96 + k;
          readings.push(reading(day + i * QUARTER, depths, i));
        }
        const columns = mergeDay(null, readings, depths).day;
        const v1 = encodeChunk(columns, 1);
        const v2 = encodeChunk(columns, 2);
        expect([chunkFormat(v1), chunkFormat(v2)]).toEqual([1, 2]);
        expectSameColumns(decodeChunk(v2, depths), decodeChunk(v1, depths));
        v1Bytes += v1.byteLength;
        v2Bytes += v2.byteLength;
      }
    }
    expect(v2Bytes).toBeLessThan(v1Bytes / 4);
  });
});
