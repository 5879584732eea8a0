import { describe, expect, it } from 'vitest';
import { round } from './math';

/** The rounding as first written: every value through 15 significant digits. */
function roundViaString(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const shifted = Math.round(Number((Math.abs(value) * factor).toPrecision(15)));
  return (Math.sign(value) * shifted) / factor;
}

describe('round', () => {
  it('rounds half away from zero, 1.005 to 1.01 included', () => {
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(-1.005, 2)).toBe(-1.01);
    expect(round(2.5, 0)).toBe(3);
    expect(round(-2.5, 0)).toBe(-3);
    expect(round(0.125, 2)).toBe(0.13);
    expect(round(Number.NaN, 2)).toBeNaN();
    expect(round(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });

  it('gives what the 15-digit rounding gives, halves and near-halves included', () => {
    const values: number[] = [0, -0, 1e9, 1e12 + 0.005, 123456789.125];
    for (let i = 0; i < 100_000; i++) values.push((Math.random() - 0.5) * 10 ** Math.floor(Math.random() * 8));
    // Decimal halves, which binary holds just above or below .5 after scaling.
    for (let i = 0; i < 20_000; i++) values.push(Math.floor(Math.random() * 1e6) / 1000 + 0.0005, i / 200 + 0.005, -(i / 20) - 0.05);
    const differing: string[] = [];
    for (const decimals of [0, 1, 2, 3, 4]) {
      for (const v of values) if (!Object.is(round(v, decimals), roundViaString(v, decimals))) differing.push(`${v} to ${decimals}`);
    }
    expect(differing).toEqual([]);
  });
});
