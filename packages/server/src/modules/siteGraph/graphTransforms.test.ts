import { awPercentUnchecked, fahrenheitOf, layerAwInches } from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import { FAHRENHEIT, SAME, scaleInto, transformed, type ReadingTransform } from './graphTransforms';

const readings = new Float32Array([12.5, 31.27, Number.NaN, 0, -3.4, 44.444]);
const transforms: [ReadingTransform, (v: number, d: number) => number][] = [
  [SAME, (v) => v],
  [{ kind: 'awPercent', fc: [30, 32], pwp: [12, 14] }, (v, d) => awPercentUnchecked(v, [30, 32][d]!, [12, 14][d]!)],
  [{ kind: 'awInches', pwp: [12, 14], thickness: [6, 4] }, (v, d) => layerAwInches(v, [12, 14][d]!, [6, 4][d]!)],
  [FAHRENHEIT, (v) => fahrenheitOf(v)],
];

describe('graph transforms', () => {
  it('give the agronomy functions’ values per depth', () => {
    for (const [t, expected] of transforms) {
      for (const d of [0, 1]) for (const v of readings) expect(Object.is(transformed(t, v, d), expected(v, d))).toBe(true);
    }
  });

  it('scale a piece newest first into its place per depth, as Math.round(transformed × unit)', () => {
    const n = readings.length;
    for (const [t] of transforms) {
      const out = new Float64Array(2 * 3).fill(-1);
      // Positions 1–3 are readings 4, 3, 2; depth 1 of a two-depth point.
      scaleInto(t, readings, 1, 1, 4, n, 100, out, 2);
      expect([...out]).toEqual([
        -1,
        Math.round(transformed(t, readings[4]!, 1) * 100),
        -1,
        Math.round(transformed(t, readings[3]!, 1) * 100),
        -1,
        Math.round(transformed(t, readings[2]!, 1) * 100),
      ]);
    }
  });
});
