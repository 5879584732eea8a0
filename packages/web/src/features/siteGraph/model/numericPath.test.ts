import {
  awPercentOfTaw,
  decodeSiteSeries,
  encodeSiteSeries,
  fromNumeric,
  layerAwInches,
  probeTawInches,
  relativeSeries,
  toNumeric,
  type DeviceSeries,
  type DeviceThresholds,
  type SiteSeries,
} from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import { lineValues } from '../../../test/testLines';
import { placeOnAxis } from '../../../chart/timeAxis';
import { buildFrame, type GraphFrame } from './chartFrame';
import { MEASUREMENT_GROUPS } from './measurementTabs';
import { sliceSeries } from './sliceSeries';
import { availableWaterColumns, toF, toFColumn } from './unitConversion';

/**
 * The chart computes on numeric columns (NaN where missing) since issue 16; these check that it
 * draws the same values as the (number | null)[] path it replaced.
 */

const column = (n: number, seed: number) =>
  Array.from({ length: n }, (_, i) =>
    i % 31 === seed ? null : Math.round((24 + Math.sin(i / 9 + seed) * 11 + (i % 7) * 0.13) * 100) / 100,
  );

const device = (ts: number[], depths: number, seed: number): DeviceSeries => ({
  deviceId: `d${seed}`,
  depths: Array.from({ length: depths }, (_, d) => (d + 1) * 4),
  ts,
  moisture: Array.from({ length: depths }, (_, d) => column(ts.length, seed + d)),
  temperature: Array.from({ length: depths }, (_, d) => column(ts.length, seed + d + 10)),
  salinity: Array.from({ length: depths }, (_, d) => column(ts.length, seed + d + 20)),
  conductivity: Array.from({ length: depths }, () => ts.map(() => null)),
  battery: column(ts.length, seed + 1),
  rssi: ts.map((_, i) => -70 - (i % 5)),
  per: ts.map(() => null),
  pressure: column(ts.length, seed + 2),
});

const thresholds: DeviceThresholds = {
  fc: [40, 38, 36, 35, 34, 33],
  pwp: [10, 12, 11, 10, 9, 36],
  rp: [60, 60, 60, 60, 60, 60],
  wl1: [70, 70, 70, 70, 70, 70],
  wl2: [95, 95, 95, 95, 95, 95],
  thicknessIn: [4, 4, 4, 4, 4, 6],
};

const probeTimes = Array.from({ length: 2000 }, (_, i) => 1_782_864_000 + i * 900);
const localTimes = Array.from({ length: 700 }, (_, i) => 1_782_864_000 + 450 + i * 2700);
const json: SiteSeries = {
  siteId: 's',
  objectId: 'o',
  timeZone: 'UTC',
  from: probeTimes[0]!,
  to: probeTimes.at(-1)!,
  probe: device(probeTimes, 6, 0),
  local: device(localTimes, 1, 3),
  thresholds: { probe: thresholds, local: { ...thresholds, fc: [30], pwp: [8] } },
};

/** availableWater as it was, on (number | null)[] columns. */
function availableWaterBefore(device: DeviceSeries, t: DeviceThresholds, relative: boolean) {
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

/** A frame with its lines in the answer's form: plain arrays compare quickly (typed arrays element by element don't). */
const plain = (frame: GraphFrame) => ({
  x: frame.x,
  series: frame.series.map((s) => ({ ...s, values: lineValues(s), own: s.own && [...s.own] })),
});

describe('the chart’s numeric path', () => {
  it('gives the available water of the (number | null)[] path, per depth and in total', () => {
    const probe = json.probe!;
    const numeric = { ts: toNumeric(probe.ts), moisture: probe.moisture.map(toNumeric) };
    for (const relative of [false, true]) {
      const aw = availableWaterColumns(numeric, thresholds, relative);
      expect({ perDepth: aw.perDepth.map(fromNumeric), total: fromNumeric(aw.total) }).toStrictEqual(
        availableWaterBefore(probe, thresholds, relative),
      );
    }
  });

  it('converts to °F as toF did', () => {
    const values = column(500, 6);
    expect(fromNumeric(toFColumn(toNumeric(values)))).toStrictEqual(values.map(toF));
  });

  it('places a column on the joined axis: its readings and gaps at its positions, drawn across the others', () => {
    const values = column(50, 4);
    const index = Int32Array.from(values, (_, i) => i * 2);
    const placed = placeOnAxis(toNumeric(values), index, 100);
    expect(placed.own).toBe(index);
    // The answer's form as the chart drew it before: null a gap, undefined a time of the other device only.
    const before = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? values[i / 2] : undefined));
    expect(lineValues(placed)).toEqual(before);
    // On the device's own axis the column is the line itself: no copy.
    const own = toNumeric(values);
    expect(
      placeOnAxis(
        own,
        Int32Array.from(values, (_, i) => i),
        50,
      ),
    ).toEqual({ values: own, own: null });
  });

  it('draws the same lines from the compact answer, the JSON answer and a period cut from either', () => {
    const compact = decodeSiteSeries(encodeSiteSeries(json));
    const range = { from: probeTimes[300]!, to: probeTimes[1500]! };
    for (const relative of [false, true]) {
      for (const dataType of [0, 5, 20] as const) {
        for (const temperature of ['celsius', 'farenheit'] as const) {
          const options = { relative, dataType, temperature };
          const expected = plain(buildFrame(json, MEASUREMENT_GROUPS, options));
          expect(plain(buildFrame(compact, MEASUREMENT_GROUPS, options))).toStrictEqual(expected);
          expect(plain(buildFrame(sliceSeries(compact, range), ['aw', 'moisture'], options))).toStrictEqual(
            plain(buildFrame(sliceSeries(json, range), ['aw', 'moisture'], options)),
          );
        }
      }
    }
  });
});
