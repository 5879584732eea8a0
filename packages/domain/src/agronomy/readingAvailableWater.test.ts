import { describe, expect, it } from 'vitest';
import { awPercentOfTaw, awPercentUnchecked, layerAwInches, probeTawInches } from './readingAvailableWater';

describe('available water of single readings', () => {
  it('maps PWP to 0 % and FC to 100 %, unclamped', () => {
    expect([10, 30, 50, 55, 5].map((v) => awPercentUnchecked(v, 50, 10))).toEqual([0, 50, 100, 112.5, -12.5]);
  });

  it('checks nothing: a missing reading or FC = PWP gives no finite number', () => {
    expect(awPercentUnchecked(NaN, 50, 10)).toBeNaN();
    expect(awPercentUnchecked(20, 10, 10)).toBe(Infinity);
    expect(awPercentUnchecked(10, 10, 10)).toBeNaN();
  });

  it('gives the water above PWP of a layer in inches, negative below PWP', () => {
    expect(layerAwInches(30, 10, 6)).toBeCloseTo(1.2, 12);
    expect(layerAwInches(5, 10, 6)).toBeCloseTo(-0.3, 12);
    expect(layerAwInches(35, 10, 0)).toBe(0);
  });

  it('sums TAW over the layers and gives profile AW as % of it', () => {
    // 6 in at 10–30 % and 12 in at 12–28 %: 1.2 + 1.92 in.
    expect(probeTawInches([30, 28], [10, 12], [6, 12])).toBeCloseTo(3.12, 12);
    expect(probeTawInches([], [], [])).toBe(0);
    expect(awPercentOfTaw(1.56, 3.12)).toBeCloseTo(50, 12);
    expect(awPercentOfTaw(4, 3.2)).toBeCloseTo(125, 12);
    expect(awPercentOfTaw(1, 0)).toBeNull();
    expect(awPercentOfTaw(1, -2)).toBeNull();
  });
});
