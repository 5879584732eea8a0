import {
  awPercentOfTaw,
  fahrenheitOf,
  layerAwInches,
  probeTawInches,
  fromNumeric,
  numericColumns,
  relativeColumn,
  type DeviceThresholds,
  type DeviceSeries,
  type NumericDevice,
} from '@tilth/domain';

/** Readings in the units the graph shows them in: °F for users who chose it, available water from moisture. */

/** °C → °F, rounded to hundredths as the chart shows it. */
export const toF = (c: number | null) => (c === null ? null : Math.round(fahrenheitOf(c) * 100) / 100);

/** toF over a numeric column (NaN where missing). */
export function toFColumn(values: Float64Array): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const c = values[i]!;
    out[i] = c === c ? Math.round(fahrenheitOf(c) * 100) / 100 : NaN;
  }
  return out;
}

/** Available water in inches per depth, and the root-zone total (inches, or % of TAW when relative). */
export function availableWater(
  device: DeviceSeries,
  t: DeviceThresholds,
  relative: boolean,
): { perDepth: (number | null)[][]; total: (number | null)[] } {
  const aw = availableWaterColumns(numericColumns(device), t, relative);
  return { perDepth: aw.perDepth.map(fromNumeric), total: fromNumeric(aw.total) };
}

/**
 * availableWater over numeric columns (NaN where missing): what the chart computes a year with.
 * `relativeOf` makes the relative columns (the chart passes one that shares them with the moisture lines).
 */
export function availableWaterColumns(
  device: Pick<NumericDevice, 'ts' | 'moisture'>,
  t: DeviceThresholds,
  relative: boolean,
  relativeOf: typeof relativeColumn = relativeColumn,
): { perDepth: Float64Array[]; total: Float64Array } {
  const n = device.ts.length;
  const moisture = device.moisture;
  const depths = moisture.length;
  const taw = probeTawInches(t.fc, t.pwp, t.thicknessIn);
  const perDepth = moisture.map((values, d) => {
    if (relative) return relativeOf(values, t.fc[d]!, t.pwp[d]!);
    const out = new Float64Array(values.length);
    for (let i = 0; i < values.length; i++) {
      const v = values[i]!;
      out[i] = v === v ? Math.round(layerAwInches(v, t.pwp[d]!, t.thicknessIn[d]!) * 100) / 100 : NaN;
    }
    return out;
  });
  const total = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let inches = 0;
    let missing = depths === 0;
    for (let d = 0; d < depths; d++) {
      // A depth shorter than the times reads undefined there: missing, as in the answer's form.
      const v = moisture[d]![i];
      if (v === undefined || v !== v) {
        missing = true;
        break;
      }
      inches += layerAwInches(v, t.pwp[d]!, t.thicknessIn[d]!);
    }
    if (missing) total[i] = NaN;
    else if (!relative) total[i] = Math.round(inches * 100) / 100;
    else {
      const percent = awPercentOfTaw(inches, taw);
      total[i] = percent === null ? NaN : Math.round(percent * 100) / 100;
    }
  }
  return { perDepth, total };
}
