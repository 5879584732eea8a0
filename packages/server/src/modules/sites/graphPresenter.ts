import {
  awPercentOfTaw,
  awPercentUnchecked,
  fahrenheitOf,
  layerAwInches,
  probeTawInches,
  type DepthPoint,
  type ScalarPoint,
} from '@tilth/domain';
import { ISO_LENGTH, isoBytesOf } from '../../lib/isoBytes';
import { NUMBER_BYTES, putBytes, putRounded, type JsonBytes } from '../../lib/jsonBytes';
import { LazyArray } from '../../lib/jsonStream';
import type { ReadingColumns } from '../telemetry/dayChunk';

/**
 * Shapes reading columns as the documented graph-data answer: objects per timestamp with a
 * key per depth ("0", "1", … or "deepSensor1" for the local sensor), newest first.
 */
export interface GraphThresholds {
  fc: number[];
  pwp: number[];
  /** Layer thickness in inches per depth (midpoint rule). */
  thickness: number[];
}

type Point = DepthPoint;
const SCALE = [1, 10, 100, 1000, 10000];
const round = (v: number, digits: number) => (Number.isNaN(v) ? null : Math.round(v * SCALE[digits]!) / SCALE[digits]!);

// ISO strings are the costliest part of the documented shape; make each once per timestamp, when first written.
const isoCache = new WeakMap<Float64Array, string[]>();
function isoAt(ts: Float64Array, i: number): string {
  let times = isoCache.get(ts);
  if (!times) {
    times = new Array<string>(ts.length);
    isoCache.set(ts, times);
  }
  return (times[i] ??= new Date(ts[i]! * 1000).toISOString());
}

const isoBytesCache = new WeakMap<Float64Array, Uint8Array>();
function isoBytes(ts: Float64Array): Uint8Array {
  let bytes = isoBytesCache.get(ts);
  if (!bytes) {
    bytes = isoBytesOf(ts);
    isoBytesCache.set(ts, bytes);
  }
  return bytes;
}

/**
 * A point's extra `total` member from its depths' rounded values (NaN for null) and its reading's
 * index; NaN for null.
 */
type Total = (rounded: Float64Array, i: number) => number;

const bytesOf = (text: string) => Buffer.from(text, 'latin1');
const XVALUE = bytesOf('"xValue":"');
const NEXT_XVALUE = bytesOf(',"xValue":"');
const TOTAL = bytesOf(',"total":');
const orNull = (v: number) => (v === v ? v : null);

/**
 * Each series is a LazyArray over the readings, newest first: position o is reading n − 1 − o.
 * Built per piece when the answer is streamed (written straight as bytes), or all at once
 * (`materialised`). Keys that are array indexes ("0", "1", …) come before xValue, as
 * JSON.stringify orders them; other keys ("deepSensor1") after it.
 */
function perDepthSeries(
  cols: ReadingColumns,
  values: Float32Array[],
  keyOf: (d: number) => string,
  transform: (v: number, d: number) => number,
  digits: number,
  total?: Total,
): LazyArray<Point> {
  const n = cols.ts.length;
  const depths = values.length;
  const keys = Array.from({ length: depths }, (_, d) => keyOf(d));
  const indexKeys = keys.every((k) => /^(0|[1-9]\d*)$/.test(k));
  const unit = SCALE[digits]!;
  // Per depth of the reading being written: Math.round(v × 10^digits), and the value the answer
  // shows (that / 10^digits); NaN for null. Typed, so filling them allocates nothing.
  const scaled = new Float64Array(depths);
  const rounded = new Float64Array(depths);
  const fill = (i: number) => {
    for (let d = 0; d < depths; d++) {
      const k = Math.round(transform(values[d]![i]!, d) * unit);
      scaled[d] = k;
      rounded[d] = k / unit;
    }
  };
  const keyBytes = keys.map((k) => Buffer.from(`${JSON.stringify(k)}:`));
  // The most one point takes: braces, commas, keys, numbers, the date and the total.
  const pointBytes =
    2 +
    keyBytes.reduce((sum, k) => sum + 1 + k.length + NUMBER_BYTES, 0) +
    NEXT_XVALUE.length +
    ISO_LENGTH +
    1 +
    TOTAL.length +
    NUMBER_BYTES +
    1;
  const encode = (start: number, end: number, out: JsonBytes, first: boolean) => {
    const iso = isoBytes(cols.ts);
    for (let o = start; o < end; o++) {
      const i = n - 1 - o;
      fill(i);
      const b = out.claim(pointBytes);
      let at = out.position;
      if (!first || o !== start) b[at++] = 44; // ','
      b[at++] = 123; // '{'
      if (!indexKeys) {
        at = putBytes(b, at, XVALUE);
        at = putBytes(b, at, iso, i * ISO_LENGTH, ISO_LENGTH);
        b[at++] = 34; // '"'
      }
      for (let d = 0; d < depths; d++) {
        if (d > 0 || !indexKeys) b[at++] = 44;
        at = putBytes(b, at, keyBytes[d]!);
        at = putRounded(b, at, scaled[d]!, digits);
      }
      if (indexKeys) {
        at = putBytes(b, at, depths > 0 ? NEXT_XVALUE : XVALUE);
        at = putBytes(b, at, iso, i * ISO_LENGTH, ISO_LENGTH);
        b[at++] = 34;
      }
      if (total) {
        at = putBytes(b, at, TOTAL);
        at = putRounded(b, at, Math.round(total(rounded, i) * 100), 2);
      }
      b[at++] = 125; // '}'
      out.wrote(at);
    }
    return end > start;
  };
  const slice = (start: number, end: number) => {
    const out: Point[] = new Array(end - start);
    for (let o = start; o < end; o++) {
      const i = n - 1 - o;
      fill(i);
      const point: Point = { xValue: isoAt(cols.ts, i) };
      for (let d = 0; d < depths; d++) point[keys[d]!] = orNull(rounded[d]!);
      if (total) point.total = orNull(total(rounded, i));
      out[o - start] = point;
    }
    return out;
  };
  return new LazyArray(n, slice, encode);
}

/** Missing readings are left out, so a piece may hold fewer points than the positions it covers. */
function scalarSeries(cols: ReadingColumns, values: Float32Array, digits: number): LazyArray<ScalarPoint> {
  const n = cols.ts.length;
  const slice = (start: number, end: number) => {
    const out: ScalarPoint[] = [];
    for (let o = start; o < end; o++) {
      const i = n - 1 - o;
      const v = values[i]!;
      if (!Number.isNaN(v)) out.push({ xValue: isoAt(cols.ts, i), yValue: round(v, digits) });
    }
    return out;
  };
  const encode = (start: number, end: number, out: JsonBytes, first: boolean) => {
    const iso = isoBytes(cols.ts);
    let wrote = false;
    for (let o = start; o < end; o++) {
      const i = n - 1 - o;
      const v = values[i]!;
      if (Number.isNaN(v)) continue;
      out
        .ascii(first && !wrote ? '{"xValue":"' : ',{"xValue":"')
        .raw(iso, i * ISO_LENGTH, ISO_LENGTH)
        .ascii('","yValue":');
      out.rounded(round(v, digits), digits).byte(125);
      wrote = true;
    }
    return wrote;
  };
  return new LazyArray(n, slice, encode);
}

const none = () => new LazyArray<never>(0, () => []);

const awPercent = (t: GraphThresholds) => (v: number, d: number) => awPercentUnchecked(v, t.fc[d]!, t.pwp[d]!);
const awInches = (t: GraphThresholds) => (v: number, d: number) => layerAwInches(v, t.pwp[d]!, t.thickness[d]!);

export function presentProbeGraph(cols: ReadingColumns, t: GraphThresholds) {
  const key = (d: number) => String(d);
  const n = cols.depthCount;
  const taw = probeTawInches(t.fc, t.pwp, t.thickness);
  const inchesOf = awInches(t);
  /** The depths' inches as the answer shows them (rounded), summed; NaN (null) when a depth is missing. */
  const inchesTotal = (rounded: Float64Array): number => {
    if (n === 0) return NaN;
    let s = 0;
    for (let d = 0; d < n; d++) {
      const v = rounded[d]!;
      if (v !== v) return NaN;
      s += v;
    }
    return Math.round(s * 100) / 100;
  };
  // The % total is of the inches total shown, which the relative series' own values do not give: recomputed per reading.
  const inchesRounded = new Float64Array(n);
  const percentTotal = (i: number): number => {
    for (let d = 0; d < n; d++) inchesRounded[d] = Math.round(inchesOf(cols.channels.moisture[d]![i]!, d) * 100) / 100;
    const inches = inchesTotal(inchesRounded);
    const percent = inches !== inches ? null : awPercentOfTaw(inches, taw);
    return percent === null ? NaN : Math.round(percent * 100) / 100;
  };
  return {
    moisture: {
      absolute: perDepthSeries(cols, cols.channels.moisture, key, (v) => v, 1),
      relative: perDepthSeries(cols, cols.channels.moisture, key, awPercent(t), 2),
    },
    aw: {
      absolute: perDepthSeries(cols, cols.channels.moisture, key, inchesOf, 2, inchesTotal),
      relative: perDepthSeries(cols, cols.channels.moisture, key, awPercent(t), 2, (_rounded, i) => percentTotal(i)),
    },
    temp_f: { absolute: perDepthSeries(cols, cols.channels.temperature, key, fahrenheitOf, 2), relative: none() },
    salinity: { absolute: perDepthSeries(cols, cols.channels.salinity, key, (v) => v, 3), relative: none() },
    conductivity: { absolute: perDepthSeries(cols, cols.channels.conductivity, key, (v) => v, 3), relative: none() },
    rssi: { absolute: scalarSeries(cols, cols.rssi, 0), relative: none() },
    v_bandgap: { absolute: scalarSeries(cols, cols.battery, 2), relative: none() },
    pressure: { absolute: scalarSeries(cols, cols.pressure, 2), relative: none() },
  };
}

export function presentLocalGraph(cols: ReadingColumns, t: GraphThresholds) {
  const key = () => 'deepSensor1';
  return {
    volwatcont_local: {
      absolute: perDepthSeries(cols, cols.channels.moisture, key, (v) => v, 1),
      relative: perDepthSeries(cols, cols.channels.moisture, key, awPercent(t), 2),
    },
    aw_local: {
      absolute: perDepthSeries(cols, cols.channels.moisture, key, awInches(t), 2),
      relative: perDepthSeries(cols, cols.channels.moisture, key, awPercent(t), 2),
    },
    temp_f_local: { absolute: perDepthSeries(cols, cols.channels.temperature, key, fahrenheitOf, 3), relative: none() },
    salinity_local: { absolute: perDepthSeries(cols, cols.channels.salinity, key, (v) => v, 3), relative: none() },
    conductivity_local: { absolute: perDepthSeries(cols, cols.channels.conductivity, key, (v) => v, 3), relative: none() },
  };
}

type LazySeries = { absolute: LazyArray<unknown>; relative: LazyArray<unknown> };
type Built<S> = S extends { absolute: LazyArray<infer A>; relative: LazyArray<infer R> } ? { absolute: A[]; relative: R[] } : S;

/** A graph's series built all at once (the answer that is not streamed). */
export function materialised<G extends Record<string, LazySeries | undefined>>(graph: G): { [K in keyof G]: Built<G[K]> } {
  const out: Record<string, { absolute: unknown[]; relative: unknown[] }> = {};
  for (const [key, series] of Object.entries(graph)) {
    if (series) out[key] = { absolute: series.absolute.all(), relative: series.relative.all() };
  }
  return out as { [K in keyof G]: Built<G[K]> };
}
