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
import { rememberExtent, type ChartSeries } from '../../../chart/chartSeries';
import { joinTimes, placeOnAxis } from '../../../chart/timeAxis';
import { translate } from '../../../i18n/catalog';
import { depthColour } from '../../../ui/charts/chartColours';
import { siteGraphMessages } from '../messages';
import type { MeasurementGroup } from './measurementTabs';
import { thresholdsOf } from './soilThresholds';
import { availableWaterColumns, toFColumn } from './unitConversion';

/**
 * What the chart draws, as a pure function of the site's columnar series (spec 001 §2.8): each
 * measurement group's lines for a display mode and smoothing, on one shared time axis where probe
 * and local sensor are joined.
 */

/** A line of the site graph: a chart line of a measurement group. */
export type GraphSeries = ChartSeries<MeasurementGroup>;

export interface GraphFrame {
  /** Epoch seconds, ascending: the union of the devices' timestamps. */
  x: number[];
  series: GraphSeries[];
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
  // The local sensor's lines are named 'Local …' (in the active language: the frame is built again when it changes).
  const named = (line: string) => (kind === 'local' ? translate(siteGraphMessages, 'lineLocal', { line }) : line);
  const columns = numericColumns(device);
  const perDepth = (values: Float64Array[], unit: string): DeviceLines => ({
    group,
    unit,
    lines: values.map((v, d) => ({ key: `${group}:${kind}:${d}`, label: named(depthLabel(device.depths[d] ?? 0)), values: v })),
  });
  const thresholds = thresholdsOf(t, columns.moisture.length);
  switch (group) {
    case 'aw': {
      if (kind === 'local') return null;
      const aw = availableWaterColumns(columns, thresholds, options.relative, relativeOf);
      const unit = options.relative ? 'AW %' : 'in';
      const lines = perDepth(aw.perDepth, unit);
      lines.lines.push({
        key: 'aw:probe:total',
        label: translate(siteGraphMessages, 'lineRootZone'),
        values: aw.total,
        width: 3,
        colour: '#1f2933',
      });
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
        ? {
            group,
            unit: 'psi',
            lines: [{ key: `pressure:${kind}`, label: named(translate(siteGraphMessages, 'linePressure')), values: columns.pressure }],
          }
        : null;
    case 'battery':
      return kind === 'probe'
        ? {
            group,
            unit: 'V',
            lines: [{ key: 'battery:probe', label: translate(siteGraphMessages, 'lineBattery'), values: columns.battery }],
          }
        : null;
    case 'rssi':
      return kind === 'probe'
        ? { group, unit: 'dBm', lines: [{ key: 'rssi:probe', label: translate(siteGraphMessages, 'lineRssi'), values: columns.rssi }] }
        : null;
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
  rememberExtent(line.values, extent);
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
  const series: GraphSeries[] = [];
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
