import { DEFAULT_THRESHOLDS, relativeSeries, smoothSeries, type DeviceThresholds, type SmoothingDataType } from '@tilth/domain';
import { depthColour } from '../../ui/charts/chartColours';
import type { DeviceSeries, SiteSeries } from './graphApi';

/**
 * What the graph screen draws, as pure functions of the site's columnar series (spec 001 §2.8):
 * which tabs the site has data for, and each measurement group's lines for a display mode and
 * smoothing. The chart gets one shared time axis; probe and local sensor are joined on it.
 */

export const TAB_CODES = [
  'AW',
  'MOIST',
  'GDD',
  'TEMP',
  'PRE',
  'SAL',
  'EC',
  'BT',
  'RSSI',
  'RAIN',
  'IRR',
  'VIC',
  'SYS',
  'PRED',
  'COMBINED',
] as const;
export type TabCode = (typeof TAB_CODES)[number];

export const TAB_LABELS: Record<TabCode, string> = {
  AW: 'Summary',
  MOIST: 'Moisture',
  GDD: 'GDD Envelope',
  TEMP: 'Temperature',
  PRE: 'Pressure',
  SAL: 'Salinity',
  EC: 'EC',
  BT: 'Battery',
  RSSI: 'RSSI',
  RAIN: 'Rainfall',
  IRR: 'Irrigation',
  VIC: 'VIC',
  SYS: 'System',
  PRED: 'Predicted',
  COMBINED: 'Custom/Combined',
};

export const MEASUREMENT_GROUPS = ['aw', 'moisture', 'temperature', 'salinity', 'ec', 'pressure', 'battery', 'rssi'] as const;
export type MeasurementGroup = (typeof MEASUREMENT_GROUPS)[number];

export const GROUP_LABELS: Record<MeasurementGroup, string> = {
  aw: 'Available water',
  moisture: 'Moisture',
  temperature: 'Temperature',
  salinity: 'Salinity',
  ec: 'EC',
  pressure: 'Pressure',
  battery: 'Battery',
  rssi: 'Signal (RSSI)',
};

/** The measurement groups each line tab draws. */
export const TAB_GROUPS: Partial<Record<TabCode, MeasurementGroup[]>> = {
  AW: ['aw'],
  MOIST: ['moisture'],
  TEMP: ['temperature'],
  PRE: ['pressure'],
  SAL: ['salinity'],
  EC: ['ec'],
  BT: ['battery'],
  RSSI: ['rssi'],
  SYS: ['battery', 'rssi'],
  PRED: ['aw'],
};

/** Tabs whose values have a relative (available-water) form. */
export const RELATIVE_TABS: ReadonlySet<TabCode> = new Set(['AW', 'MOIST', 'PRED']);

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
  /** null is a missing reading (a gap); undefined a time only another device reported (drawn across). */
  values: (number | null | undefined)[];
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

const hasValues = (columns: readonly (readonly (number | null)[])[] | undefined) => !!columns?.some((c) => c.some((v) => v !== null));
const hasScalar = (values: readonly (number | null)[] | undefined) => !!values?.some((v) => v !== null);

/** The tabs a site has data for, in the spec's order; GDD and PRED depend on the crop and the plan. */
export function availableTabs(
  series: SiteSeries | undefined,
  extra: { gdd: boolean; predicted: boolean; rainfall: boolean; irrigation: boolean },
): TabCode[] {
  const probe = series?.probe;
  const local = series?.local;
  const moisture = hasValues(probe?.moisture) || hasValues(local?.moisture);
  const has: Record<TabCode, boolean> = {
    AW: hasValues(probe?.moisture),
    MOIST: moisture,
    GDD: extra.gdd,
    TEMP: hasValues(probe?.temperature) || hasValues(local?.temperature),
    PRE: hasScalar(probe?.pressure) || hasScalar(local?.pressure),
    SAL: hasValues(probe?.salinity) || hasValues(local?.salinity),
    EC: hasValues(probe?.conductivity) || hasValues(local?.conductivity),
    BT: hasScalar(probe?.battery),
    RSSI: hasScalar(probe?.rssi),
    RAIN: extra.rainfall,
    IRR: extra.irrigation,
    // Volumetric ion content needs a probe that reports it; none of the supported hardware does yet.
    VIC: false,
    SYS: hasScalar(probe?.battery) || hasScalar(probe?.rssi),
    PRED: extra.predicted && hasValues(probe?.moisture),
    COMBINED: false,
  };
  const tabs = TAB_CODES.filter((code) => has[code]);
  const measurementTabs = tabs.filter((t) => TAB_GROUPS[t] && t !== 'SYS' && t !== 'PRED');
  if (measurementTabs.length > 1) tabs.push('COMBINED');
  return tabs;
}

/** Union of two ascending timestamp arrays, and where each source's points land in it. */
export function joinTimes(
  a: readonly number[],
  b: readonly number[] | null,
): { x: number[]; indexA: Int32Array; indexB: Int32Array | null } {
  if (!b || b.length === 0) return { x: [...a], indexA: Int32Array.from(a, (_, i) => i), indexB: b ? new Int32Array(0) : null };
  const x: number[] = [];
  const indexA = new Int32Array(a.length);
  const indexB = new Int32Array(b.length);
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const ta = i < a.length ? a[i]! : Infinity;
    const tb = j < b.length ? b[j]! : Infinity;
    const t = Math.min(ta, tb);
    if (ta === t) indexA[i++] = x.length;
    if (tb === t) indexB[j++] = x.length;
    x.push(t);
  }
  return { x, indexA, indexB };
}

/**
 * A device's values on the joined axis. Times that belong only to the other device are left
 * undefined, which uPlot draws across, so only a device's own missing readings (null) break its line.
 */
function spread(values: readonly (number | null)[], index: Int32Array, length: number): (number | null | undefined)[] {
  if (index.length === length) return values as (number | null)[];
  const out = new Array<number | null | undefined>(length);
  for (let i = 0; i < values.length; i++) out[index[i]!] = values[i] ?? null;
  return out;
}

const depthLabel = (depth: number) => `${depth} in`;
const toF = (c: number | null) => (c === null ? null : Math.round(((c * 9) / 5 + 32) * 100) / 100);

function thresholdsOf(t: DeviceThresholds | undefined, depthCount: number): DeviceThresholds {
  const fill = (values: number[] | undefined, fallback: number) => Array.from({ length: depthCount }, (_, i) => values?.[i] ?? fallback);
  return {
    fc: fill(t?.fc, DEFAULT_THRESHOLDS.fc),
    pwp: fill(t?.pwp, DEFAULT_THRESHOLDS.pwp),
    rp: fill(t?.rp, DEFAULT_THRESHOLDS.rp),
    wl1: fill(t?.wl1, DEFAULT_THRESHOLDS.wl1),
    wl2: fill(t?.wl2, DEFAULT_THRESHOLDS.wl2),
    thicknessIn: fill(t?.thicknessIn, 0),
  };
}

/** Available water in inches per depth, and the root-zone total (inches, or % of TAW when relative). */
function availableWater(
  device: DeviceSeries,
  t: DeviceThresholds,
  relative: boolean,
): { perDepth: (number | null)[][]; total: (number | null)[] } {
  const n = device.ts.length;
  const depths = device.moisture.length;
  const taw = t.thicknessIn.reduce((sum, th, d) => sum + ((t.fc[d]! - t.pwp[d]!) / 100) * th, 0);
  const perDepth = device.moisture.map((values, d) =>
    relative
      ? relativeSeries(values, t.fc[d]!, t.pwp[d]!)
      : values.map((v) => (v === null ? null : Math.round(((v - t.pwp[d]!) / 100) * t.thicknessIn[d]! * 100) / 100)),
  );
  const total = new Array<number | null>(n);
  for (let i = 0; i < n; i++) {
    let inches = 0;
    let missing = false;
    for (let d = 0; d < depths; d++) {
      const v = device.moisture[d]![i];
      if (v === null || v === undefined) {
        missing = true;
        break;
      }
      inches += ((v - t.pwp[d]!) / 100) * t.thicknessIn[d]!;
    }
    total[i] =
      missing || depths === 0
        ? null
        : relative
          ? taw > 0
            ? Math.round((inches / taw) * 10000) / 100
            : null
          : Math.round(inches * 100) / 100;
  }
  return { perDepth, total };
}

interface DeviceLines {
  group: MeasurementGroup;
  unit: string;
  lines: { key: string; label: string; values: (number | null)[]; width?: number; colour?: string }[];
}

function deviceLines(
  group: MeasurementGroup,
  device: DeviceSeries,
  kind: 'probe' | 'local',
  t: DeviceThresholds | undefined,
  options: BuildOptions,
): DeviceLines | null {
  const prefix = kind === 'local' ? 'Local ' : '';
  const perDepth = (values: (number | null)[][], unit: string): DeviceLines => ({
    group,
    unit,
    lines: values.map((v, d) => ({ key: `${group}:${kind}:${d}`, label: `${prefix}${depthLabel(device.depths[d] ?? 0)}`, values: v })),
  });
  const thresholds = thresholdsOf(t, device.moisture.length);
  switch (group) {
    case 'aw': {
      if (kind === 'local') return null;
      const aw = availableWater(device, thresholds, options.relative);
      const unit = options.relative ? 'AW %' : 'in';
      const lines = perDepth(aw.perDepth, unit);
      lines.lines.push({ key: 'aw:probe:total', label: 'Root zone', values: aw.total, width: 3, colour: '#1f2933' });
      return lines;
    }
    case 'moisture':
      return options.relative
        ? perDepth(
            device.moisture.map((v, d) => relativeSeries(v, thresholds.fc[d]!, thresholds.pwp[d]!)),
            'AW %',
          )
        : perDepth(device.moisture, 'VWC %');
    case 'temperature':
      return options.temperature === 'farenheit'
        ? perDepth(
            device.temperature.map((v) => v.map(toF)),
            '°F',
          )
        : perDepth(device.temperature, '°C');
    case 'salinity':
      return perDepth(device.salinity, 'dS/m');
    case 'ec':
      return perDepth(device.conductivity, 'dS/m');
    case 'pressure':
      return hasScalar(device.pressure)
        ? { group, unit: 'psi', lines: [{ key: `pressure:${kind}`, label: `${prefix}Pressure`, values: device.pressure }] }
        : null;
    case 'battery':
      return kind === 'probe' ? { group, unit: 'V', lines: [{ key: 'battery:probe', label: 'Battery', values: device.battery }] } : null;
    case 'rssi':
      return kind === 'probe' ? { group, unit: 'dBm', lines: [{ key: 'rssi:probe', label: 'RSSI', values: device.rssi }] } : null;
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

/** The lines of the given measurement groups on one time axis, smoothed as the data type says. */
export function buildFrame(data: SiteSeries, groups: readonly MeasurementGroup[], options: BuildOptions): GraphFrame {
  const probe = data.probe;
  const local = data.local;
  const probeLines = groups.map((group) => (probe ? deviceLines(group, probe, 'probe', data.thresholds?.probe, options) : null));
  const localLines = groups.map((group) => (local ? deviceLines(group, local, 'local', data.thresholds?.local, options) : null));
  // The local sensor's times join the axis only when one of its lines is drawn.
  const usesLocal = localLines.some((l) => l !== null);
  const { x, indexA, indexB } = joinTimes(probe?.ts ?? [], usesLocal ? (local?.ts ?? null) : null);
  const series: ChartSeries[] = [];
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g]!;
    const parts: [DeviceLines | null, Int32Array | null, boolean][] = [
      [probeLines[g] ?? null, indexA, false],
      [localLines[g] ?? null, indexB, true],
    ];
    for (const [part, index, isLocal] of parts) {
      if (!part || !index) continue;
      const smoothed = smoothSeries(
        part.lines.map((l) => l.values),
        options.dataType,
      );
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
          values: spread(smoothed[i]!, index, x.length),
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
    for (const v of s.values) {
      if (v === null || v === undefined) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  return min <= max ? { min, max } : null;
}

/** Root-zone thresholds (RP, WL1, WL2 as % of AW) for the relative bands: the probe's top depth, as the card's bar. */
export function bandThresholds(data: SiteSeries | undefined): { rp: number; wl1: number; wl2: number; fc: number; pwp: number } {
  const t = thresholdsOf(data?.thresholds?.probe, Math.max(1, data?.probe?.moisture.length ?? 1));
  return { rp: t.rp[0]!, wl1: t.wl1[0]!, wl2: t.wl2[0]!, fc: t.fc[0]!, pwp: t.pwp[0]! };
}

/** Thresholds of one probe depth, for absolute moisture bands. */
export function depthThresholds(
  data: SiteSeries | undefined,
  depth: number,
): { rp: number; wl1: number; wl2: number; fc: number; pwp: number } {
  const t = thresholdsOf(data?.thresholds?.probe, Math.max(depth + 1, data?.probe?.moisture.length ?? 1));
  return { rp: t.rp[depth]!, wl1: t.wl1[depth]!, wl2: t.wl2[depth]!, fc: t.fc[depth]!, pwp: t.pwp[depth]! };
}

/** Slices every column of a series answer to the index range [start, end) — a custom range cut from the cached year. */
export function sliceSeries(data: SiteSeries, range: { from: number; to: number }): SiteSeries {
  const cut = (device: DeviceSeries | undefined): DeviceSeries | undefined => {
    if (!device) return undefined;
    let start = 0;
    while (start < device.ts.length && device.ts[start]! < range.from) start++;
    let end = start;
    while (end < device.ts.length && device.ts[end]! <= range.to) end++;
    const s = <T>(values: T[]) => values.slice(start, end);
    return {
      ...device,
      ts: s(device.ts),
      moisture: device.moisture.map(s),
      temperature: device.temperature.map(s),
      salinity: device.salinity.map(s),
      conductivity: device.conductivity.map(s),
      battery: s(device.battery),
      rssi: s(device.rssi),
      per: s(device.per),
      pressure: s(device.pressure),
    };
  };
  return { ...data, from: range.from, to: range.to, probe: cut(data.probe), local: cut(data.local) };
}

/** The measurement groups a site has any reading for (the Custom/Combined picker's choices). */
export function availableGroups(data: SiteSeries | undefined): MeasurementGroup[] {
  const probe = data?.probe;
  const local = data?.local;
  const has: Record<MeasurementGroup, boolean> = {
    aw: hasValues(probe?.moisture),
    moisture: hasValues(probe?.moisture) || hasValues(local?.moisture),
    temperature: hasValues(probe?.temperature) || hasValues(local?.temperature),
    salinity: hasValues(probe?.salinity) || hasValues(local?.salinity),
    ec: hasValues(probe?.conductivity) || hasValues(local?.conductivity),
    pressure: hasScalar(probe?.pressure) || hasScalar(local?.pressure),
    battery: hasScalar(probe?.battery),
    rssi: hasScalar(probe?.rssi),
  };
  return MEASUREMENT_GROUPS.filter((g) => has[g]);
}
