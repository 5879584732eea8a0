import {
  awPercentOfTaw,
  fahrenheitOf,
  layerAwInches,
  probeTawInches,
  relativeSeries,
  type DeviceThresholds,
  type DeviceSeries,
} from '@tilth/domain';

/** Readings in the units the graph shows them in: °F for users who chose it, available water from moisture. */

/** °C → °F, rounded to hundredths as the chart shows it. */
export const toF = (c: number | null) => (c === null ? null : Math.round(fahrenheitOf(c) * 100) / 100);

/** Available water in inches per depth, and the root-zone total (inches, or % of TAW when relative). */
export function availableWater(
  device: DeviceSeries,
  t: DeviceThresholds,
  relative: boolean,
): { perDepth: (number | null)[][]; total: (number | null)[] } {
  const n = device.ts.length;
  const depths = device.moisture.length;
  const taw = probeTawInches(t.fc, t.pwp, t.thicknessIn);
  const perDepth = device.moisture.map((values, d) =>
    relative
      ? relativeSeries(values, t.fc[d]!, t.pwp[d]!)
      : values.map((v) => (v === null ? null : Math.round(layerAwInches(v, t.pwp[d]!, t.thicknessIn[d]!) * 100) / 100)),
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
      inches += layerAwInches(v, t.pwp[d]!, t.thicknessIn[d]!);
    }
    const percent = relative ? awPercentOfTaw(inches, taw) : null;
    total[i] =
      missing || depths === 0
        ? null
        : relative
          ? percent === null
            ? null
            : Math.round(percent * 100) / 100
          : Math.round(inches * 100) / 100;
  }
  return { perDepth, total };
}
