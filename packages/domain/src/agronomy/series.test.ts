import { describe, expect, it } from 'vitest';
import { linearFit, median, round } from './math';
import { argMax, dayOfIndex, estimateNoiseSigma, hourOfDay, indexAt, lastValueAtOrBefore } from './series';
import { syntheticSeries } from '../test/syntheticReadings';

describe('hourly series helpers', () => {
  it('maps indexes to local hours and days', () => {
    expect([hourOfDay(62), dayOfIndex(62), indexAt(2, 14)]).toEqual([14, 2, 62]);
  });

  it('finds values around gaps', () => {
    const s = [1, null, 3, null, null];
    expect(lastValueAtOrBefore(s, 4)).toBe(3);
    expect(lastValueAtOrBefore(s, 1, 0)).toBeNull();
    expect(argMax(s, 0, 4)).toBe(2);
    expect(argMax([null, null], 0, 1)).toBeNull();
  });

  it('estimates sensor noise from night-time differences', () => {
    const sigma = estimateNoiseSigma(syntheticSeries({ sigma: 0.05 }));
    expect(sigma).toBeGreaterThan(0.04);
    expect(sigma).toBeLessThan(0.06);
  });
});

describe('math helpers', () => {
  it('rounds half away from zero without binary surprises', () => {
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(-2.345, 2)).toBe(-2.35);
    expect(round(22.969999999, 2)).toBe(22.97);
  });

  it('takes medians and least-squares lines', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(linearFit([0, 1, 2], [1, 3, 5])).toEqual({ slope: 2, intercept: 1 });
    expect(linearFit([1, 1], [1, 2])).toBeNull();
  });
});
