import { awPercentOfTaw, probeTawInches, type DepthPoint, type ScalarPoint } from '@tilth/domain';
import { ISO_LENGTH, isoBytesOf } from '../../lib/fastJson/isoBytes';
import { NUMBER_BYTES, type JsonBytes } from '../../lib/fastJson/jsonBytes';
import { LazyArray } from '../../lib/fastJson/jsonStream';
import { putRoundedWords, putSixWords, putWords, WORD_SLACK, wordsOf, wordsOfBytes } from '../../lib/fastJson/jsonWords';
import type { ReadingColumns } from '../telemetry/dayChunk';
import { FAHRENHEIT, SAME, scaleInto, transformed, type ReadingTransform } from './graphTransforms';

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

const isoWordsCache = new WeakMap<Float64Array, Uint32Array>();
/** Every timestamp's ISO date as six words (jsonWords.ts), made once per columns. */
function isoWords(ts: Float64Array): Uint32Array {
  let words = isoWordsCache.get(ts);
  if (!words) {
    words = wordsOfBytes(isoBytesOf(ts), true);
    isoWordsCache.set(ts, words);
  }
  return words;
}

/**
 * A point's extra `total` member from its depths' rounded values (NaN for null) and its reading's
 * index; NaN for null.
 */
type Total = (rounded: Float64Array, i: number) => number;

const orNull = (v: number) => (v === v ? v : null);
const OPEN_XVALUE_WORDS = wordsOf('{"xValue":"');
const MEMBER_XVALUE_WORDS = wordsOf(',"xValue":"');
const NEXT_OPEN_XVALUE_WORDS = wordsOf(',{"xValue":"');
const YVALUE_WORDS = wordsOf('","yValue":');
/** The most a scalar point takes: ',{"xValue":"', the date, '","yValue":', a number, '}' and the words' slack. */
const SCALAR_POINT_BYTES = 12 + ISO_LENGTH + 11 + NUMBER_BYTES + 1 + WORD_SLACK;
const TOTAL_WORDS = wordsOf(',"total":');

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
  transform: ReadingTransform,
  digits: number,
  total?: Total,
): LazyArray<Point> {
  const n = cols.ts.length;
  const depths = values.length;
  const keys = Array.from({ length: depths }, (_, d) => keyOf(d));
  const indexKeys = keys.every((k) => /^(0|[1-9]\d*)$/.test(k));
  const unit = SCALE[digits]!;
  // Per depth of the reading being written, the value the answer shows (Math.round(v × 10^digits)
  // / 10^digits); NaN for null. Typed, so filling it allocates nothing.
  const rounded = new Float64Array(depths);
  const fill = (i: number) => {
    for (let d = 0; d < depths; d++) rounded[d] = Math.round(transformed(transform, values[d]![i]!, d) * unit) / unit;
  };
  // Each depth's key with what comes before it: '{' for the first member, ',' for the others.
  const members = keys.map((k, d) => wordsOf(`${d === 0 && indexKeys ? '{' : ','}${JSON.stringify(k)}:`));
  // xValue after the depths' members, or opening the point.
  const xValue = indexKeys && depths > 0 ? MEMBER_XVALUE_WORDS : OPEN_XVALUE_WORDS;
  // The most one point takes: a comma, the members and their numbers, the date, the total, '}'.
  const roomPerPoint =
    1 +
    members.reduce((sum, m) => sum + m.length + NUMBER_BYTES, 0) +
    xValue.length +
    ISO_LENGTH +
    1 +
    TOTAL_WORDS.length +
    NUMBER_BYTES +
    1 +
    WORD_SLACK;
  // A piece's scaled values, point by point (depths per point); grown when a piece is longer.
  let piece = new Float64Array(0);
  const encode = (start: number, end: number, out: JsonBytes, first: boolean) => {
    const iso = isoWords(cols.ts);
    if (piece.length < (end - start) * depths) piece = new Float64Array((end - start) * depths);
    for (let d = 0; d < depths; d++) scaleInto(transform, values[d]!, d, start, end, n, unit, piece, depths);
    for (let o = start, p = 0; o < end; o++, p += depths) {
      const i = n - 1 - o;
      const view = out.claimView(roomPerPoint);
      let at = out.position;
      if (!first || o !== start) view.setUint8(at++, 44); // ','
      if (!indexKeys) {
        at = putWords(view, at, xValue);
        at = putSixWords(view, at, iso, i * 6);
        view.setUint8(at++, 34); // '"'
      }
      for (let d = 0; d < depths; d++) {
        at = putWords(view, at, members[d]!);
        at = putRoundedWords(view, at, piece[p + d]!, digits);
      }
      if (indexKeys) {
        at = putWords(view, at, xValue);
        at = putSixWords(view, at, iso, i * 6);
        view.setUint8(at++, 34);
      }
      if (total) {
        for (let d = 0; d < depths; d++) rounded[d] = piece[p + d]! / unit;
        at = putWords(view, at, TOTAL_WORDS);
        at = putRoundedWords(view, at, Math.round(total(rounded, i) * 100), 2);
      }
      view.setUint8(at++, 125); // '}'
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
  const unit = SCALE[digits]!;
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
    const iso = isoWords(cols.ts);
    let wrote = false;
    for (let o = start; o < end; o++) {
      const i = n - 1 - o;
      const v = values[i]!;
      if (Number.isNaN(v)) continue;
      const view = out.claimView(SCALAR_POINT_BYTES);
      let at = putWords(view, out.position, first && !wrote ? OPEN_XVALUE_WORDS : NEXT_OPEN_XVALUE_WORDS);
      at = putSixWords(view, at, iso, i * 6);
      at = putWords(view, at, YVALUE_WORDS);
      at = putRoundedWords(view, at, Math.round(v * unit), digits);
      view.setUint8(at++, 125); // '}'
      out.wrote(at);
      wrote = true;
    }
    return wrote;
  };
  return new LazyArray(n, slice, encode);
}

const none = () => new LazyArray<never>(0, () => []);

const awPercent = (t: GraphThresholds): ReadingTransform => ({ kind: 'awPercent', fc: t.fc, pwp: t.pwp });
const awInches = (t: GraphThresholds): ReadingTransform => ({ kind: 'awInches', pwp: t.pwp, thickness: t.thickness });

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
    for (let d = 0; d < n; d++) inchesRounded[d] = Math.round(transformed(inchesOf, cols.channels.moisture[d]![i]!, d) * 100) / 100;
    const inches = inchesTotal(inchesRounded);
    const percent = inches !== inches ? null : awPercentOfTaw(inches, taw);
    return percent === null ? NaN : Math.round(percent * 100) / 100;
  };
  return {
    moisture: {
      absolute: perDepthSeries(cols, cols.channels.moisture, key, SAME, 1),
      relative: perDepthSeries(cols, cols.channels.moisture, key, awPercent(t), 2),
    },
    aw: {
      absolute: perDepthSeries(cols, cols.channels.moisture, key, inchesOf, 2, inchesTotal),
      relative: perDepthSeries(cols, cols.channels.moisture, key, awPercent(t), 2, (_rounded, i) => percentTotal(i)),
    },
    temp_f: { absolute: perDepthSeries(cols, cols.channels.temperature, key, FAHRENHEIT, 2), relative: none() },
    salinity: { absolute: perDepthSeries(cols, cols.channels.salinity, key, SAME, 3), relative: none() },
    conductivity: { absolute: perDepthSeries(cols, cols.channels.conductivity, key, SAME, 3), relative: none() },
    rssi: { absolute: scalarSeries(cols, cols.rssi, 0), relative: none() },
    v_bandgap: { absolute: scalarSeries(cols, cols.battery, 2), relative: none() },
    pressure: { absolute: scalarSeries(cols, cols.pressure, 2), relative: none() },
  };
}

export function presentLocalGraph(cols: ReadingColumns, t: GraphThresholds) {
  const key = () => 'deepSensor1';
  return {
    volwatcont_local: {
      absolute: perDepthSeries(cols, cols.channels.moisture, key, SAME, 1),
      relative: perDepthSeries(cols, cols.channels.moisture, key, awPercent(t), 2),
    },
    aw_local: {
      absolute: perDepthSeries(cols, cols.channels.moisture, key, awInches(t), 2),
      relative: perDepthSeries(cols, cols.channels.moisture, key, awPercent(t), 2),
    },
    temp_f_local: { absolute: perDepthSeries(cols, cols.channels.temperature, key, FAHRENHEIT, 3), relative: none() },
    salinity_local: { absolute: perDepthSeries(cols, cols.channels.salinity, key, SAME, 3), relative: none() },
    conductivity_local: { absolute: perDepthSeries(cols, cols.channels.conductivity, key, SAME, 3), relative: none() },
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
