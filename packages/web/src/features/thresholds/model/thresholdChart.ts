import {
  COLOUR_HEX,
  relativeSeries,
  thresholdPercentToVwc,
  toNumeric,
  type SiteSeries,
  type ThresholdSensor,
  type Thresholds,
} from '@tilth/domain';
import type { ChartSeries } from '../../../chart/chartSeries';
import { joinTimes, placeOnAxis } from '../../../chart/timeAxis';
import { depthColour } from '../../../ui/charts/chartColours';
import { rowIdOf } from './thresholdTable';

/**
 * The threshold graph (spec 001 §2.9): each ticked sensor's moisture with its RP, WL1 and WL2 lines
 * (absolute: PWP + pct × (FC − PWP)/100) and its FC and PWP lines; in the relative view the
 * moisture is % of available water, FC is 100 and PWP 0.
 */

export interface ThresholdFrame {
  x: number[];
  series: ChartSeries[];
}

export const THRESHOLD_LINE_COLOURS = {
  rp: COLOUR_HEX.red,
  wl1: COLOUR_HEX.green,
  wl2: '#7b8cd6',
  fc: COLOUR_HEX.darkBlue,
  pwp: COLOUR_HEX.pwp,
} as const;

const LINE_LABELS = { rp: 'RP', wl1: 'WL1', wl2: 'WL2', fc: 'FC', pwp: 'PWP' } as const;

export const sensorLabel = (sensor: ThresholdSensor) => `${sensor.name} ${sensor.depthIn} in`;

/** The sensor's column of readings in the series answer (hardware key i is probe depth i). */
function readingsOf(data: SiteSeries, sensor: ThresholdSensor): (number | null)[] | null {
  const device = sensor.variant === 'local' ? data.local : data.probe;
  return device?.moisture[Number(sensor.key)] ?? null;
}

export function buildThresholdFrame(
  data: SiteSeries | undefined,
  sensors: readonly ThresholdSensor[],
  shown: ReadonlySet<string>,
  thresholdsOf: (sensor: ThresholdSensor) => Thresholds,
  relative: boolean,
): ThresholdFrame {
  if (!data) return { x: [], series: [] };
  const { x, indexA, indexB } = joinTimes(data.probe?.ts ?? [], data.local?.ts ?? null);
  const unit = relative ? 'AW %' : 'VWC %';
  const series: ChartSeries[] = [];
  sensors.forEach((sensor, i) => {
    const id = rowIdOf(sensor);
    if (!shown.has(id)) return;
    const readings = readingsOf(data, sensor);
    const index = sensor.variant === 'local' ? indexB : indexA;
    const t = thresholdsOf(sensor);
    const label = sensorLabel(sensor);
    if (readings && index) {
      const values = relative ? relativeSeries(readings, t.fc, t.pwp) : readings;
      series.push({
        key: `${id}:moisture`,
        label,
        group: 'moisture',
        unit,
        colour: depthColour(i),
        width: 2,
        dash: [],
        ...placeOnAxis(toNumeric(values), index, x.length),
      });
    }
    for (const kind of ['rp', 'wl1', 'wl2', 'fc', 'pwp'] as const) {
      const level = relative
        ? kind === 'fc'
          ? 100
          : kind === 'pwp'
            ? 0
            : t[kind]
        : kind === 'fc' || kind === 'pwp'
          ? t[kind]
          : thresholdPercentToVwc(t[kind], t.fc, t.pwp);
      series.push({
        key: `${id}:${kind}`,
        label: `${label} ${LINE_LABELS[kind]}`,
        group: 'moisture',
        unit,
        colour: THRESHOLD_LINE_COLOURS[kind],
        width: 1.5,
        dash: kind === 'fc' || kind === 'pwp' ? [3, 3] : [10, 5],
        values: new Float64Array(x.length).fill(level),
        own: null,
      });
    }
  });
  return { x, series };
}

/**
 * The y range: in the relative view at most 40 at the lower end and at least 110 at the upper
 * end (spec 001 §9); in VWC the lines and readings with a little room.
 */
export function thresholdYRange(series: readonly ChartSeries[], relative: boolean): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (const s of series)
    for (const v of s.values) {
      // NaN (no value) fails both comparisons.
      if (v < min) min = v;
      if (v > max) max = v;
    }
  if (!(min <= max)) return relative ? { min: 0, max: 110 } : null;
  if (relative) return { min: Math.min(40, Math.floor(min)), max: Math.max(110, Math.ceil(max)) };
  const pad = Math.max(1, (max - min) * 0.05);
  return { min: Math.max(0, Math.floor(min - pad)), max: Math.ceil(max + pad) };
}
