import {
  awPercentOfTaw,
  awPercentUnchecked,
  fahrenheitOf,
  layerAwInches,
  probeTawInches,
  type DepthPoint,
  type ScalarPoint,
} from '@tilth/domain';
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

// ISO strings are the costliest part of the documented shape; make each once per timestamp.
const isoCache = new WeakMap<Float64Array, string[]>();
function isoTimes(ts: Float64Array): string[] {
  let times = isoCache.get(ts);
  if (!times) {
    times = Array.from(ts, (t) => new Date(t * 1000).toISOString());
    isoCache.set(ts, times);
  }
  return times;
}

function perDepthSeries(
  cols: ReadingColumns,
  values: Float32Array[],
  keyOf: (d: number) => string,
  transform: (v: number, d: number) => number,
  digits: number,
): Point[] {
  const out: Point[] = new Array(cols.ts.length);
  const times = isoTimes(cols.ts);
  for (let i = cols.ts.length - 1, o = 0; i >= 0; i--, o++) {
    const point: Point = { xValue: times[i]! };
    for (let d = 0; d < values.length; d++) point[keyOf(d)] = round(transform(values[d]![i]!, d), digits);
    out[o] = point;
  }
  return out;
}

function scalarSeries(cols: ReadingColumns, values: Float32Array, digits: number): ScalarPoint[] {
  const out: ScalarPoint[] = [];
  const times = isoTimes(cols.ts);
  for (let i = cols.ts.length - 1; i >= 0; i--) {
    const v = values[i]!;
    if (!Number.isNaN(v)) out.push({ xValue: times[i]!, yValue: round(v, digits) });
  }
  return out;
}

const awPercent = (t: GraphThresholds) => (v: number, d: number) => awPercentUnchecked(v, t.fc[d]!, t.pwp[d]!);
const awInches = (t: GraphThresholds) => (v: number, d: number) => layerAwInches(v, t.pwp[d]!, t.thickness[d]!);

function withTotals(points: Point[], depthCount: number, total: (p: Point) => number | null): Point[] {
  for (const p of points) p.total = depthCount > 0 ? total(p) : null;
  return points;
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
  const awAbsolute = withTotals(perDepthSeries(cols, cols.channels.moisture, key, awInches(t), 2), n, (p) => round(sumDepths(p) ?? NaN, 2));
  // Both series come out in the same order, so totals pair up by index; the % total is of the inches shown.
  const awRelative = perDepthSeries(cols, cols.channels.moisture, key, awPercent(t), 2);
  awRelative.forEach((p, i) => {
    const total = awAbsolute[i]!.total;
    const percent = n > 0 && typeof total === 'number' ? awPercentOfTaw(total, taw) : null;
    p.total = percent === null ? null : round(percent, 2);
  });
  return {
    moisture: {
      absolute: perDepthSeries(cols, cols.channels.moisture, key, (v) => v, 1),
      relative: perDepthSeries(cols, cols.channels.moisture, key, awPercent(t), 2),
    },
    aw: { absolute: awAbsolute, relative: awRelative },
    temp_f: { absolute: perDepthSeries(cols, cols.channels.temperature, key, fahrenheitOf, 2), relative: [] },
    salinity: { absolute: perDepthSeries(cols, cols.channels.salinity, key, (v) => v, 3), relative: [] },
    conductivity: { absolute: perDepthSeries(cols, cols.channels.conductivity, key, (v) => v, 3), relative: [] },
    rssi: { absolute: scalarSeries(cols, cols.rssi, 0), relative: [] },
    v_bandgap: { absolute: scalarSeries(cols, cols.battery, 2), relative: [] },
    pressure: { absolute: scalarSeries(cols, cols.pressure, 2), relative: [] },
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
    temp_f_local: { absolute: perDepthSeries(cols, cols.channels.temperature, key, fahrenheitOf, 3), relative: [] },
    salinity_local: { absolute: perDepthSeries(cols, cols.channels.salinity, key, (v) => v, 3), relative: [] },
    conductivity_local: { absolute: perDepthSeries(cols, cols.channels.conductivity, key, (v) => v, 3), relative: [] },
  };
}
