import { describe, expect, it } from 'vitest';
import { isSmoothingDataType, simpleMovingAverage, smoothSeries } from './smoothing';

describe('simple moving average', () => {
  it('averages a trailing window, shorter at the start', () => {
    expect(simpleMovingAverage([1, 2, 3, 4, 5, 6], 3)).toEqual([1, 1.5, 2, 3, 4, 5]);
  });

  it('keeps gaps and averages only the points available in the window', () => {
    expect(simpleMovingAverage([2, null, 4, 6, null, null, null, 8], 3)).toEqual([2, null, 3, 5, null, null, null, 8]);
  });

  it('returns raw values for window 0 or 1', () => {
    const raw = [1, null, 3];
    expect(simpleMovingAverage(raw, 0)).toEqual(raw);
    expect(simpleMovingAverage(raw, 0)).not.toBe(raw);
    expect(simpleMovingAverage(raw, 1)).toEqual(raw);
  });

  it('treats NaN as missing and stays accurate over long series', () => {
    expect(simpleMovingAverage([Number.NaN, 4, 6], 5)).toEqual([null, 4, 5]);
    const long = Array.from({ length: 10_000 }, (_, i) => i % 7);
    const smoothed = simpleMovingAverage(long, 20);
    const expected = long.slice(9_980).reduce((a, b) => a + b, 0) / 20;
    expect(smoothed.at(-1)).toBeCloseTo(expected, 9);
  });

  it('smooths every depth by the data type and knows the options', () => {
    expect(
      smoothSeries(
        [
          [1, 3, 5, 7, 9, 11],
          [0, 0],
        ],
        5,
      ),
    ).toEqual([
      [1, 2, 3, 4, 5, 7],
      [0, 0],
    ]);
    expect(smoothSeries([[1, 3]], 0)).toEqual([[1, 3]]);
    expect([0, 5, 10, 20].every(isSmoothingDataType)).toBe(true);
    expect(isSmoothingDataType(3)).toBe(false);
  });
});
