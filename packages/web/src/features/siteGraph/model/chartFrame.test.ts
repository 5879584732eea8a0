import { describe, expect, it } from 'vitest';
import { valueExtent } from '../../../chart/chartSeries';
import { lineValues } from '../../../test/testLines';
import { buildFrame } from './chartFrame';
import { device, site } from '../../../test/testSeries';

const options = { relative: false, dataType: 0, temperature: 'celsius' } as const;

describe('chart frame', () => {
  it('moisture: VWC absolute, AW % relative; local sensor lines dashed on the same axis', () => {
    const data = site(
      device(
        [10, 20],
        [
          [25, 40],
          [10, null],
        ],
      ),
      device([20], [[30]]),
    );
    const absolute = buildFrame(data, ['moisture'], options);
    expect(absolute.x).toEqual([10, 20]);
    expect(absolute.series.map((s) => [s.key, s.unit, lineValues(s)])).toEqual([
      ['moisture:probe:0', 'VWC %', [25, 40]],
      ['moisture:probe:1', 'VWC %', [10, null]],
      // A time only the probe reported is undefined for the local sensor (drawn across), not a gap.
      ['moisture:local:0', 'VWC %', [undefined, 30]],
    ]);
    expect(absolute.series[2]!.dash.length).toBeGreaterThan(0);
    const relative = buildFrame(data, ['moisture'], { ...options, relative: true });
    // (25 − 10)/(40 − 10) × 100 = 50; FC reads 100.
    expect(lineValues(relative.series[0]!)).toEqual([50, 100]);
    expect(relative.series[0]!.unit).toBe('AW %');
    // Available water is the probe's alone: the local sensor's times stay off its axis.
    const local = buildFrame(site(device([10, 30], [[25, 25]]), device([20], [[30]])), ['aw'], options);
    expect(local.x).toEqual([10, 30]);
  });

  it('relative AW and relative moisture lines of one depth share one array (the chart draws it once), smoothed or not', () => {
    const data = site(
      device(
        [10, 20, 30],
        [
          [25, 40, 31],
          [10, null, 22],
        ],
      ),
      device([20], [[30]]),
    );
    for (const dataType of [0, 5] as const) {
      const frame = buildFrame(data, ['aw', 'moisture'], { ...options, relative: true, dataType });
      const line = (key: string) => frame.series.find((s) => s.key === key)!;
      for (const d of [0, 1]) {
        expect(line(`aw:probe:${d}`).values).toBe(line(`moisture:probe:${d}`).values);
        // The same values as each group built alone.
        expect(line(`aw:probe:${d}`).values).toEqual(buildFrame(data, ['aw'], { ...options, relative: true, dataType }).series[d]!.values);
        expect(line(`moisture:probe:${d}`).values).toEqual(
          buildFrame(data, ['moisture'], { ...options, relative: true, dataType }).series[d]!.values,
        );
      }
      // Absolute lines differ (inches against VWC), so nothing is shared there.
      const absolute = buildFrame(data, ['aw', 'moisture'], { ...options, dataType });
      expect(absolute.series.find((s) => s.key === 'aw:probe:0')!.values).not.toBe(
        absolute.series.find((s) => s.key === 'moisture:probe:0')!.values,
      );
    }
  });

  it('available water: inches per depth and the root-zone total, or % of TAW when relative', () => {
    const data = site(
      device(
        [1, 2],
        [
          [25, 40],
          [10, 25],
        ],
      ),
    );
    const inches = buildFrame(data, ['aw'], options);
    // (25 − 10)/100 × 6 = 0.9 in; the total adds the depths; a missing depth leaves no total.
    expect(inches.series.map(lineValues)).toEqual([
      [0.9, 1.8],
      [0, 0.9],
      [0.9, 2.7],
    ]);
    const percent = buildFrame(data, ['aw'], { ...options, relative: true });
    // TAW = 2 × 0.3 × 6 = 3.6 in; 0.9/3.6 = 25 %, 2.7/3.6 = 75 %.
    expect(lineValues(percent.series.at(-1)!)).toEqual([25, 75]);
    expect(percent.series.at(-1)!.label).toBe('Root zone');
  });

  it('smooths with the data type and converts temperature to the user’s unit', () => {
    const data = site(device([1, 2, 3], [[10, 20, 30]]));
    expect(lineValues(buildFrame(data, ['moisture'], { ...options, dataType: 5 }).series[0]!)).toEqual([10, 15, 20]);
    const f = buildFrame(data, ['temperature'], { ...options, temperature: 'farenheit' });
    expect(lineValues(f.series[0]!)).toEqual([68, 68, 68]);
    expect(f.series[0]!.unit).toBe('°F');
  });

  it('extent skips hidden series', () => {
    const frame = buildFrame(
      site(
        device(
          [1, 2],
          [
            [10, 20],
            [30, 50],
          ],
        ),
      ),
      ['moisture'],
      options,
    );
    expect(valueExtent(frame.series, new Set())).toEqual({ min: 10, max: 50 });
    expect(valueExtent(frame.series, new Set(['moisture:probe:1']))).toEqual({ min: 10, max: 20 });
  });
});
