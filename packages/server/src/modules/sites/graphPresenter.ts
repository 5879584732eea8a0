import {
  awPercentOfTaw,
  awPercentUnchecked,
  fahrenheitOf,
  layerAwInches,
  probeTawInches,
  type DepthPoint,
  type ScalarPoint,
} from '@tilth/domain';
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

/**
 * Each series is a LazyArray over the readings, newest first: position o is reading n − 1 − o.
 * Built per piece when the answer is streamed, or all at once (`materialised`).
 */
function perDepthSeries(
  cols: ReadingColumns,
  values: Float32Array[],
  keyOf: (d: number) => string,
  transform: (v: number, d: number) => number,
  digits: number,
): LazyArray<Point> {
  const n = cols.ts.length;
  return new LazyArray(n, (start, end) => {
    const out: Point[] = new Array(end - start);
    for (let o = start; o < end; o++) {
      const i = n - 1 - o;
      const point: Point = { xValue: isoAt(cols.ts, i) };
      for (let d = 0; d < values.length; d++) point[keyOf(d)] = round(transform(values[d]![i]!, d), digits);
      out[o - start] = point;
    }
    return out;
  });
}

/** Missing readings are left out, so a piece may hold fewer points than the positions it covers. */
function scalarSeries(cols: ReadingColumns, values: Float32Array, digits: number): LazyArray<ScalarPoint> {
  const n = cols.ts.length;
  return new LazyArray(n, (start, end) => {
    const out: ScalarPoint[] = [];
    for (let o = start; o < end; o++) {
      const i = n - 1 - o;
      const v = values[i]!;
      if (!Number.isNaN(v)) out.push({ xValue: isoAt(cols.ts, i), yValue: round(v, digits) });
    }
    return out;
  });
}

const none = () => new LazyArray<never>(0, () => []);

const awPercent = (t: GraphThresholds) => (v: number, d: number) => awPercentUnchecked(v, t.fc[d]!, t.pwp[d]!);
const awInches = (t: GraphThresholds) => (v: number, d: number) => layerAwInches(v, t.pwp[d]!, t.thickness[d]!);

/** The same series with each piece's points changed by `complete` (given the piece's start). */
function completed<T>(series: LazyArray<T>, complete: (points: T[], start: number, end: number) => void): LazyArray<T> {
  return new LazyArray(series.length, (start, end) => {
    const points = series.slice(start, end);
    complete(points, start, end);
    return points;
  });
}

export function presentProbeGraph(cols: ReadingColumns, t: GraphThresholds) {
  const key = (d: number) => String(d);
  const n = cols.depthCount;
  const taw = probeTawInches(t.fc, t.pwp, t.thickness);
  const sumDepths = (p: Point) => {
    let s = 0;
    for (let d = 0; d < n; d++) {
      const v = p[key(d)];
      if (typeof v !== 'number') return null;
      s += v;
    }
    return s;
  };
  const awAbsolute = completed(perDepthSeries(cols, cols.channels.moisture, key, awInches(t), 2), (points) => {
    for (const p of points) p.total = n > 0 ? round(sumDepths(p) ?? NaN, 2) : null;
  });
  // Both series come out in the same order, so totals pair up by position; the % total is of the inches shown.
  const awRelative = completed(perDepthSeries(cols, cols.channels.moisture, key, awPercent(t), 2), (points, start, end) => {
    const inches = awAbsolute.slice(start, end);
    points.forEach((p, i) => {
      const total = inches[i]!.total;
      const percent = n > 0 && typeof total === 'number' ? awPercentOfTaw(total, taw) : null;
      p.total = percent === null ? null : round(percent, 2);
    });
  });
  return {
    moisture: {
      absolute: perDepthSeries(cols, cols.channels.moisture, key, (v) => v, 1),
      relative: perDepthSeries(cols, cols.channels.moisture, key, awPercent(t), 2),
    },
    aw: { absolute: awAbsolute, relative: awRelative },
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
