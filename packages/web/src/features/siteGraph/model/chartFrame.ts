import {
  hasReading,
  movingAverageColumn,
  numericColumns,
  relativeColumn,
  type DeviceThresholds,
  type SmoothingDataType,
  type DeviceSeries,
  type SiteSeries,
} from '@tilth/domain';
import { depthColour } from '../../../ui/charts/chartColours';
import type { MeasurementGroup } from './measurementTabs';
import { thresholdsOf } from './soilThresholds';
import { joinTimes, placeOnAxis } from './timeAxis';
import { availableWaterColumns, toFColumn } from './unitConversion';

/**
 * What the chart draws, as a pure function of the site's columnar series (spec 001 §2.8): each
 * measurement group's lines for a display mode and smoothing, on one shared time axis where probe
 * and local sensor are joined.
 */

export interface ChartSeries {
  /** Stable key, e.g. 'moisture:probe:0', used for toggles and the saved measurement list. */
  key: string;
  label: string;
  group: MeasurementGroup;
  /** The y scale (unit) it is drawn on. */
  unit: string;
  colour: string;
  width: number;
  dash: number[];
  /**
   * The line's values on the frame's x axis, NaN where it has no value: a missing reading (a gap in
   * the line), or a time only the other device reported. Numeric, so a year reaches uPlot unboxed.
   */
  values: Float64Array;
  /**
   * The x positions the line has points at, ascending (its device's times on an axis joined with the
   * other device's): the positions between are drawn across, not as gaps. null: every position.
   */
  own: Int32Array | null;
}

export interface GraphFrame {
  /** Epoch seconds, ascending: the union of the devices' timestamps. */
  x: number[];
  series: ChartSeries[];
}

export interface BuildOptions {
  relative: boolean;
  dataType: SmoothingDataType;
  temperature: 'celsius' | 'farenheit';
}

const depthLabel = (depth: number) => `${depth} in`;

interface DeviceLines {
  group: MeasurementGroup;
  unit: string;
  /** Values as numeric columns (NaN where missing): a year is computed unboxed, made chart arrays once at the end. */
  lines: { key: string; label: string; values: Float64Array; width?: number; colour?: string }[];
}

/**
 * Columns one build makes once and shares between its lines. Relative AW per depth is both the AW
 * lines and the relative moisture lines (shown together on the Custom/Combined tab): made, smoothed
 * and spread once, the two lines hold the same array.
 */
type RelativeOf = (values: Float64Array, fc: number, pwp: number) => Float64Array;

/** Values made once per pair of keys (for one build: the maps go with it). */
function madeOnce<A, B, V>(): (a: A, b: B, make: () => V) => V {
  const made = new Map<A, Map<B, V>>();
  return (a, b, make) => {
    let byB = made.get(a);
    if (!byB) made.set(a, (byB = new Map()));
    let value = byB.get(b);
    if (value === undefined) byB.set(b, (value = make()));
    return value;
  };
}

function sharedRelative(): RelativeOf {
  const once = madeOnce<Float64Array, string, Float64Array>();
  return (values, fc, pwp) => once(values, `${fc}|${pwp}`, () => relativeColumn(values, fc, pwp));
}

/** A line's values smoothed and placed on the joined time axis, once per column and device index. */
function sharedChartValues(dataType: SmoothingDataType, length: number) {
  const once = madeOnce<Float64Array, Int32Array, Pick<ChartSeries, 'values' | 'own'>>();
  return (column: Float64Array, index: Int32Array) => once(column, index, () => chartValues(column, dataType, index, length));
}

function deviceLines(
  group: MeasurementGroup,
  device: DeviceSeries,
  kind: 'probe' | 'local',
  t: DeviceThresholds | undefined,
  options: BuildOptions,
  relativeOf: RelativeOf,
): DeviceLines | null {
  const prefix = kind === 'local' ? 'Local ' : '';
  const columns = numericColumns(device);
  const perDepth = (values: Float64Array[], unit: string): DeviceLines => ({
    group,
    unit,
    lines: values.map((v, d) => ({ key: `${group}:${kind}:${d}`, label: `${prefix}${depthLabel(device.depths[d] ?? 0)}`, values: v })),
  });
  const thresholds = thresholdsOf(t, columns.moisture.length);
  switch (group) {
    case 'aw': {
      if (kind === 'local') return null;
      const aw = availableWaterColumns(columns, thresholds, options.relative, relativeOf);
      const unit = options.relative ? 'AW %' : 'in';
      const lines = perDepth(aw.perDepth, unit);
      lines.lines.push({ key: 'aw:probe:total', label: 'Root zone', values: aw.total, width: 3, colour: '#1f2933' });
      return lines;
    }
    case 'moisture':
      return options.relative
        ? perDepth(
            columns.moisture.map((v, d) => relativeOf(v, thresholds.fc[d]!, thresholds.pwp[d]!)),
            'AW %',
          )
        : perDepth(columns.moisture, 'VWC %');
    case 'temperature':
      return options.temperature === 'farenheit' ? perDepth(columns.temperature.map(toFColumn), '°F') : perDepth(columns.temperature, '°C');
    case 'salinity':
      return perDepth(columns.salinity, 'dS/m');
    case 'ec':
      return perDepth(columns.conductivity, 'dS/m');
    case 'pressure':
      return hasReading(columns.pressure)
        ? { group, unit: 'psi', lines: [{ key: `pressure:${kind}`, label: `${prefix}Pressure`, values: columns.pressure }] }
        : null;
    case 'battery':
      return kind === 'probe' ? { group, unit: 'V', lines: [{ key: 'battery:probe', label: 'Battery', values: columns.battery }] } : null;
    case 'rssi':
      return kind === 'probe' ? { group, unit: 'dBm', lines: [{ key: 'rssi:probe', label: 'RSSI', values: columns.rssi }] } : null;
  }
}

/** Hue per measurement group: with several groups on one chart, each group is one family of shades. */
export const GROUP_HUES: Record<MeasurementGroup, number> = {
  aw: 175,
  moisture: 212,
  temperature: 14,
  salinity: 120,
  ec: 285,
  pressure: 45,
  battery: 0,
  rssi: 30,
};

/** The i-th of n shades of a group's hue, dark to light (battery is grey, the rest saturated). */
export function groupShade(group: MeasurementGroup, i: number, n: number): string {
  const lightness = n <= 1 ? 38 : 24 + (i / (n - 1)) * 40;
  return `hsl(${GROUP_HUES[group]}, ${group === 'battery' ? 0 : 70}%, ${Math.round(lightness)}%)`;
}

/**
 * Each built line's smallest and largest value, found while it was smoothed: the y range needs them
 * on every build, and a second pass over a year cost a good part of the build.
 */
const extents = new WeakMap<Float64Array, { min: number; max: number }>();

/**
 * A line's chart values: its column smoothed. On the device's own axis (the usual case: the local
 * sensor not drawn) that column is the line, with no copy; on an axis joined with the other device's
 * times it is placed at the device's positions (`own`), NaN between.
 */
function chartValues(
  column: Float64Array,
  dataType: SmoothingDataType,
  index: Int32Array,
  length: number,
): Pick<ChartSeries, 'values' | 'own'> {
  const extent = { min: Infinity, max: -Infinity };
  const line = placeOnAxis(movingAverageColumn(column, dataType, extent), index, length);
  if (extent.min <= extent.max) extents.set(line.values, extent);
  return line;
}

/** The lines of the given measurement groups on one time axis, smoothed as the data type says. */
export function buildFrame(data: SiteSeries, groups: readonly MeasurementGroup[], options: BuildOptions): GraphFrame {
  const probe = data.probe;
  const local = data.local;
  const relativeOf = sharedRelative();
  const probeLines = groups.map((group) =>
    probe ? deviceLines(group, probe, 'probe', data.thresholds?.probe, options, relativeOf) : null,
  );
  const localLines = groups.map((group) =>
    local ? deviceLines(group, local, 'local', data.thresholds?.local, options, relativeOf) : null,
  );
  // The local sensor's times join the axis only when one of its lines is drawn.
  const usesLocal = localLines.some((l) => l !== null);
  const { x, indexA, indexB } = joinTimes(probe?.ts ?? [], usesLocal ? (local?.ts ?? null) : null);
  const lineOf = sharedChartValues(options.dataType, x.length);
  const series: ChartSeries[] = [];
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g]!;
    const parts: [DeviceLines | null, Int32Array | null, boolean][] = [
      [probeLines[g] ?? null, indexA, false],
      [localLines[g] ?? null, indexB, true],
    ];
    for (const [part, index, isLocal] of parts) {
      if (!part || !index) continue;
      const several = groups.length > 1;
      part.lines.forEach((line, i) => {
        series.push({
          key: line.key,
          label: line.label,
          group,
          unit: part.unit,
          colour: several
            ? groupShade(group, isLocal ? part.lines.length + i : i, part.lines.length + (isLocal ? part.lines.length : 0))
            : (line.colour ?? depthColour(isLocal ? 6 + i : i)),
          width: line.width ?? (isLocal ? 2 : 1.5),
          dash: isLocal ? [10, 4] : [],
          ...lineOf(line.values, index),
        });
      });
    }
  }
  return { x, series };
}

/** The smallest and largest value of the shown series (null when there is none). */
export function valueExtent(series: readonly ChartSeries[], hidden: ReadonlySet<string>): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (const s of series) {
    if (hidden.has(s.key)) continue;
    const known = extents.get(s.values);
    if (known) {
      if (known.min < min) min = known.min;
      if (known.max > max) max = known.max;
      continue;
    }
    // NaN (no value) fails both comparisons.
    for (const v of s.values) {
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  return min <= max ? { min, max } : null;
}

const NO_HIDDEN: ReadonlySet<string> = new Set();

/** Whether the line has a value to draw. */
export const hasValues = (line: ChartSeries) => valueExtent([line], NO_HIDDEN) !== null;
