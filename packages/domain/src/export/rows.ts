import { awPercent } from '../agronomy/availableWater';
import { round } from '../agronomy/math';
import { celsiusToFahrenheit, inchesToMm } from '../agronomy/units';
import type { DepthUnit } from '../planner/depthFormat';
import type { DeviceThresholds } from '../siteGraph/extras';
import type { DeviceSeries } from '../siteGraph/series';
import { zoneOffsetSeconds } from '../time/zones';
import type { ExportInterval, ExportMeasure } from './schemas';

/**
 * Export rows (issue 32): one site's readings as a long table, one row per measurement, depth (or
 * device) and time, in the user's units and the farm's local time. Hourly rows are the hour's mean
 * (rain and irrigation its total); daily rows the local day's mean, minimum and maximum (totals for
 * rain and irrigation).
 */

/** One row; `local` is the farm's wall-clock time written as if it were UTC (epoch seconds). */
export interface ExportRow {
  local: number;
  measure: ExportMeasure;
  /** '8 in' / '20 cm' per depth, 'Local' for the local sensor, 'Probe' for the probe's own values, '' for the site's. */
  depth: string;
  unit: string;
  /** The reading (logged), the hour's mean, the day's mean; for rain and irrigation the total. */
  value: number;
  /** Daily rows of levels only. */
  min?: number;
  max?: number;
}

export const MEASURE_LABELS: Record<ExportMeasure, string> = {
  moisture: 'Moisture',
  availableWater: 'Available water',
  temperature: 'Soil temperature',
  salinity: 'Salinity',
  battery: 'Battery',
  signal: 'Signal',
  rain: 'Rain',
  irrigation: 'Irrigation',
  rootZoneAw: 'Root-zone available water',
  eto: 'ETo',
  etc: 'ETc',
  waterAccount: 'Water account',
};

/** The measurements of one value per local day (the planner's daily values), not of the readings. */
export const DAILY_MEASURES = ['rootZoneAw', 'eto', 'etc', 'waterAccount'] as const satisfies readonly ExportMeasure[];
export type DailyMeasure = (typeof DAILY_MEASURES)[number];
export const isDailyMeasure = (measure: ExportMeasure): measure is DailyMeasure => (DAILY_MEASURES as readonly string[]).includes(measure);

const INCH_MEASURES: readonly ExportMeasure[] = ['rain', 'irrigation', 'rootZoneAw', 'eto', 'etc', 'waterAccount'];

/** The unit a measurement is written in, for the user's unit preference. */
export function exportUnit(measure: ExportMeasure, unit: DepthUnit): string {
  switch (measure) {
    case 'moisture':
      return '% VWC';
    case 'availableWater':
      return '% AW';
    case 'temperature':
      return unit === 'meters' ? '°C' : '°F';
    case 'salinity':
      return 'dS/m';
    case 'battery':
      return 'V';
    case 'signal':
      return 'dBm';
    case 'rain':
    case 'irrigation':
    case 'rootZoneAw':
    case 'eto':
    case 'etc':
    case 'waterAccount':
      return unit === 'meters' ? 'mm' : 'in';
  }
}

/** The decimals a measurement is written with in its export unit. */
export function exportDigits(measure: ExportMeasure, unit: DepthUnit): number {
  switch (measure) {
    case 'moisture':
    case 'battery':
      return 2;
    case 'availableWater':
    case 'temperature':
      return 1;
    case 'salinity':
      return 3;
    case 'signal':
      return 0;
    case 'rain':
    case 'irrigation':
    case 'rootZoneAw':
    case 'eto':
    case 'etc':
    case 'waterAccount':
      return unit === 'meters' ? 1 : 2;
  }
}

/** A canonical value (VWC %, °C, dS/m, V, dBm, inches) in the export's unit, rounded as written. */
export function exportValue(measure: ExportMeasure, unit: DepthUnit, value: number): number {
  const digits = exportDigits(measure, unit);
  if (measure === 'temperature' && unit !== 'meters') return round(celsiusToFahrenheit(value), digits);
  if (INCH_MEASURES.includes(measure) && unit === 'meters') return round(inchesToMm(value), digits);
  return round(value, digits);
}

/** A probe depth's label: inches, or centimetres for metric users. */
export function depthLabel(depthIn: number, unit: DepthUnit): string {
  return unit === 'meters' ? `${Math.round(depthIn * 2.54)} cm` : `${depthIn} in`;
}

/** Epoch seconds → the farm's wall-clock time as UTC seconds; offsets are looked up once an hour. */
export function localTimeOf(timeZone: string): (ts: number) => number {
  const offsets = new Map<number, number>();
  return (ts) => {
    const hour = Math.floor(ts / 3600);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      offset = zoneOffsetSeconds(hour * 3600, timeZone);
      offsets.set(hour, offset);
    }
    return ts + offset;
  };
}

type Kind = 'level' | 'total';

/** One series' values at local times, aggregated to the interval (values already in the export unit). */
export function aggregate(
  local: readonly number[],
  values: readonly (number | null | undefined)[],
  interval: ExportInterval,
  kind: Kind,
): { local: number; value: number; min?: number; max?: number }[] {
  if (interval === 'logged') {
    const out: { local: number; value: number }[] = [];
    local.forEach((t, i) => {
      const v = values[i];
      if (typeof v === 'number' && Number.isFinite(v)) out.push({ local: t, value: v });
    });
    return out;
  }
  const size = interval === 'hourly' ? 3600 : 86_400;
  const buckets = new Map<number, { sum: number; count: number; min: number; max: number }>();
  local.forEach((t, i) => {
    const v = values[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) return;
    const start = Math.floor(t / size) * size;
    const b = buckets.get(start);
    if (b) {
      b.sum += v;
      b.count += 1;
      b.min = Math.min(b.min, v);
      b.max = Math.max(b.max, v);
    } else buckets.set(start, { sum: v, count: 1, min: v, max: v });
  });
  return [...buckets.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([start, b]) => {
      if (kind === 'total') return { local: start, value: b.sum };
      const mean = b.sum / b.count;
      return interval === 'daily' ? { local: start, value: mean, min: b.min, max: b.max } : { local: start, value: mean };
    });
}

type DeviceColumns = Pick<DeviceSeries, 'depths' | 'ts' | 'moisture' | 'temperature' | 'salinity' | 'battery' | 'rssi'>;

/** A series in inches (rain, irrigation) on its own times. */
export interface InchColumn {
  ts: readonly number[];
  values: readonly (number | null)[];
}

/**
 * One local day of a site's daily values, inches, as the planner answers them: the root zone's
 * available water at the day's end, ETo, ETc, and the day's water account.
 */
export interface ExportDay {
  date: string;
  rootZoneAwIn: number | null;
  etoIn: number;
  etcIn: number;
  account: { effectiveRainIn: number; irrigationIn: number; cropUseIn: number; drainageIn: number };
}

/** The water account's lines, in order; Balance is the day's effective rain + irrigation − ETc − drainage. */
export const WATER_ACCOUNT_LINES = ['Effective rain', 'Irrigation', 'ETc', 'Drainage', 'Balance'] as const;

/** A day's water account line, inches (the balance from the account's rounded values, as the planner shows them). */
export function waterAccountLine(day: ExportDay, line: (typeof WATER_ACCOUNT_LINES)[number]): number {
  const a = day.account;
  switch (line) {
    case 'Effective rain':
      return a.effectiveRainIn;
    case 'Irrigation':
      return a.irrigationIn;
    case 'ETc':
      return a.cropUseIn;
    case 'Drainage':
      return a.drainageIn;
    case 'Balance':
      return round(a.effectiveRainIn + a.irrigationIn - a.cropUseIn - a.drainageIn, 2);
  }
}

export interface SiteRowsInput {
  timeZone: string;
  probe?: DeviceColumns | null;
  local?: DeviceColumns | null;
  thresholds?: { probe?: Pick<DeviceThresholds, 'fc' | 'pwp'> | null; local?: Pick<DeviceThresholds, 'fc' | 'pwp'> | null };
  rain?: InchColumn | null;
  irrigation?: InchColumn | null;
  /** The planner's daily values over the range (the daily measurements). */
  days?: readonly ExportDay[] | null;
}

/**
 * A site's rows for the chosen measurements, measurement by measurement in the order asked, then
 * device and depth (top first), then time, oldest first.
 */
export function* siteRows(
  input: SiteRowsInput,
  options: { measures: readonly ExportMeasure[]; interval: ExportInterval; unit: DepthUnit },
): Generator<ExportRow> {
  const toLocal = localTimeOf(input.timeZone);
  const { interval, unit } = options;
  const devices = [
    { device: input.probe, name: 'Probe', local: false, thresholds: input.thresholds?.probe },
    { device: input.local, name: 'Local', local: true, thresholds: input.thresholds?.local },
  ];
  function* emit(
    measure: ExportMeasure,
    depth: string,
    localTimes: number[],
    canonical: readonly (number | null)[],
    kind: Kind,
    every: ExportInterval = interval,
  ) {
    const unitLabel = exportUnit(measure, unit);
    const digits = exportDigits(measure, unit);
    if (every === 'logged') {
      // As logged: a row per reading straight from the series, nothing in between (a long export's garbage).
      for (let i = 0; i < localTimes.length; i++) {
        const v = canonical[i];
        if (typeof v === 'number' && Number.isFinite(v))
          yield { local: localTimes[i]!, measure, depth, unit: unitLabel, value: exportValue(measure, unit, v) };
      }
      return;
    }
    const converted = canonical.map((v) => (typeof v === 'number' && Number.isFinite(v) ? exportValue(measure, unit, v) : null));
    for (const point of aggregate(localTimes, converted, every, kind)) {
      const row: ExportRow = { local: point.local, measure, depth, unit: unitLabel, value: round(point.value, digits) };
      if (point.min !== undefined && point.max !== undefined) {
        row.min = point.min;
        row.max = point.max;
      }
      yield row;
    }
  }
  for (const measure of options.measures) {
    if (isDailyMeasure(measure)) {
      // One value per local day whatever the interval: the row is the day's (at 00:00 unless daily).
      const days = input.days ?? [];
      const times = days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000);
      const emitDays = (depth: string, values: (number | null)[]) =>
        emit(measure, depth, times, values, 'total', interval === 'daily' ? 'daily' : 'logged');
      if (measure === 'rootZoneAw')
        yield* emitDays(
          'Root zone',
          days.map((d) => d.rootZoneAwIn),
        );
      else if (measure === 'eto')
        yield* emitDays(
          '',
          days.map((d) => d.etoIn),
        );
      else if (measure === 'etc')
        yield* emitDays(
          '',
          days.map((d) => d.etcIn),
        );
      else
        for (const line of WATER_ACCOUNT_LINES)
          yield* emitDays(
            line,
            days.map((d) => waterAccountLine(d, line)),
          );
      continue;
    }
    if (measure === 'rain' || measure === 'irrigation') {
      const column = input[measure];
      if (column) yield* emit(measure, '', column.ts.map(toLocal), column.values, 'total');
      continue;
    }
    for (const { device, name, local, thresholds } of devices) {
      if (!device) continue;
      const times = device.ts.map(toLocal);
      const label = (i: number) => (local ? 'Local' : depthLabel(device.depths[i] ?? 0, unit));
      if (measure === 'battery' || measure === 'signal') {
        yield* emit(measure, name, times, measure === 'battery' ? device.battery : device.rssi, 'level');
        continue;
      }
      for (let i = 0; i < device.depths.length; i++) {
        let values: readonly (number | null)[];
        if (measure === 'availableWater') {
          const fc = thresholds?.fc[i];
          const pwp = thresholds?.pwp[i];
          const moisture = device.moisture[i] ?? [];
          values = fc === undefined || pwp === undefined ? [] : moisture.map((v) => awPercent(v, fc, pwp));
        } else values = device[measure][i] ?? [];
        if (values.length) yield* emit(measure, label(i), times, values, 'level');
      }
    }
  }
}
