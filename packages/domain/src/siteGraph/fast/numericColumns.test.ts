import { describe, expect, it } from 'vitest';
import { deviceHasReading, fromNumeric, hasReading, numericColumns, toNumeric } from './numericColumns';
import { movingAverageColumn, simpleMovingAverage } from '../smoothing';
import { relativeColumn, relativeSeries } from '../relative';
import type { DeviceSeries, SiteSeries } from '../series';
import { decodeSiteSeries, encodeSiteSeries } from './seriesCodec';

/** A noisy column of 2-decimal readings with gaps, as the sensors send. */
const column = (n: number, seed: number) =>
  Array.from({ length: n }, (_, i) =>
    i % 23 === seed % 23 ? null : Math.round((25 + Math.sin(i / 7 + seed) * 12 + (i % 5) * 0.37) * 100) / 100,
  );

const device = (n: number): DeviceSeries => ({
  deviceId: 'd',
  depths: [4, 8, 12],
  ts: Array.from({ length: n }, (_, i) => 1_782_864_000 + i * 900),
  moisture: [column(n, 1), column(n, 2), column(n, 3)],
  temperature: [column(n, 4), column(n, 5), column(n, 6)],
  salinity: [column(n, 7), new Array<null>(n).fill(null), column(n, 8)],
  conductivity: [new Array<null>(n).fill(null)],
  battery: column(n, 9),
  rssi: new Array<null>(n).fill(null),
  per: column(n, 10),
  pressure: new Array<null>(n).fill(null),
});

const thresholds = { fc: [40, 40, 40], pwp: [10, 10, 10], rp: [60, 60, 60], wl1: [70, 70, 70], wl2: [95, 95, 95], thicknessIn: [6, 6, 6] };
const site = (probe: DeviceSeries): SiteSeries => ({
  siteId: 's',
  objectId: 'o',
  timeZone: 'UTC',
  from: 0,
  to: 1,
  probe,
  thresholds: { probe: thresholds },
});
const NAMES = ['moisture', 'temperature', 'salinity', 'conductivity', 'battery', 'rssi', 'per', 'pressure'] as const;

describe('numeric columns', () => {
  it('hold the answer’s values with NaN for null, and convert back exactly', () => {
    const values = column(500, 1);
    const numeric = toNumeric(values);
    expect(Array.from(numeric, (v) => (Number.isNaN(v) ? null : v))).toEqual(values);
    expect(fromNumeric(numeric)).toStrictEqual(values);
    expect(hasReading(numeric)).toBe(true);
    expect(hasReading(toNumeric([null, null]))).toBe(false);
  });

  it('decoded from the compact form equal those converted from the JSON answer, and say the same about readings', () => {
    const json = device(3000);
    const decoded = decodeSiteSeries(encodeSiteSeries(site(json))).probe!;
    const fromJson = numericColumns(json);
    const fromCompact = numericColumns(decoded);
    expect(fromCompact.ts).toEqual(fromJson.ts);
    for (const name of NAMES) {
      expect(fromCompact[name]).toEqual(fromJson[name]);
      expect(deviceHasReading(decoded, name)).toBe(deviceHasReading(json, name));
    }
    expect(NAMES.filter((name) => deviceHasReading(decoded, name))).toEqual(['moisture', 'temperature', 'salinity', 'battery', 'per']);
    // The answer's own columns still decode to the JSON values after the numeric ones were read.
    expect(decoded.moisture).toStrictEqual(json.moisture);
  });

  it('relativeColumn gives relativeSeries’ values, invalid ranges included', () => {
    const values = column(5000, 3);
    for (const [fc, pwp] of [
      [40, 10],
      [33.3, 7.7],
      [10, 10],
      [5, 10],
    ] as const) {
      expect(fromNumeric(relativeColumn(toNumeric(values), fc, pwp))).toStrictEqual(relativeSeries(values, fc, pwp));
    }
  });

  it('movingAverageColumn gives simpleMovingAverage’s values to the last bit, for every window', () => {
    const values = column(5000, 5);
    for (const window of [0, 1, 5, 10, 20]) {
      expect(fromNumeric(movingAverageColumn(toNumeric(values), window))).toStrictEqual(simpleMovingAverage(values, window));
    }
  });

  it('movingAverageColumn widens a given extent to its result’s smallest and largest value', () => {
    const values = column(5000, 7);
    for (const window of [0, 5, 20]) {
      const extent = { min: Infinity, max: -Infinity };
      const present = simpleMovingAverage(values, window).filter((v): v is number => v !== null);
      movingAverageColumn(toNumeric(values), window, extent);
      expect(extent).toEqual({ min: Math.min(...present), max: Math.max(...present) });
    }
    // Widened, never narrowed; a column with no reading leaves it as it was.
    const wide = { min: -1000, max: 1000 };
    movingAverageColumn(toNumeric(values), 5, wide);
    expect(wide).toEqual({ min: -1000, max: 1000 });
    const none = { min: Infinity, max: -Infinity };
    movingAverageColumn(Float64Array.of(NaN, NaN), 5, none);
    expect(none).toEqual({ min: Infinity, max: -Infinity });
  });
});
