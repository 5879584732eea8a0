import { describe, expect, it } from 'vitest';
import { waterStressCoefficient } from './availableWater';
import { drain, extract, halfSineShare, infiltrate, layerStress, rootWeights, type BucketLayer } from './cascade';

const near = (actual: number, expected: number, tol = 1e-3) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tol);
const nearAll = (actual: readonly number[], expected: readonly number[], tol = 1e-3) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((a, i) => near(a, expected[i] as number, tol));
};

// docs/agronomy.md §12 case 8 profile: 3 × 300 mm, FC 0.30, PWP 0.15 (here % v/v).
const layer: BucketLayer = { thicknessMm: 300, fc: 30, pwp: 15, sat: 45 };
const layers = [layer, layer, layer];
const theta0 = [20, 20, 25];

describe('cascade bucket', () => {
  it('agronomy.md test 8: fill-to-FC infiltration, weighted uptake and Ks (tol 1e-3)', () => {
    const light = infiltrate(theta0, layers, 60);
    nearAll(
      light.theta.map((t) => t / 100),
      [0.3, 0.3, 0.25],
    );
    near(light.drainageMm, 0);

    const heavy = infiltrate(theta0, layers, 100);
    nearAll(
      heavy.theta.map((t) => t / 100),
      [0.3, 0.3, 0.3],
    );
    near(heavy.drainageMm, 25);

    const after = extract(light.theta, layers, 6, [0.5, 0.3, 0.2], 0.5);
    nearAll(after.uptakeMm, [3.0, 1.8, 1.2]);
    nearAll(
      after.theta.map((t) => t / 100),
      [0.29, 0.294, 0.246],
    );

    near(waterStressCoefficient(100, 70, 0.5), 0.6);
  });

  it('fills to SAT when asked, leaving the excess above FC to drain', () => {
    const wet = infiltrate([30, 30, 30], layers, 60, 'sat');
    nearAll(wet.theta, [45, 35, 30]);
    const next = drain(wet.theta, layers, 10);
    const moved = 15 * (1 - Math.exp(-0.1));
    const movedBelow = 5 * (1 - Math.exp(-0.1));
    nearAll(next.theta, [45 - moved, 35 - movedBelow + moved, 30 + movedBelow]);
    near(next.drainageMm, 0);
  });

  it('drains the bottom layer out of the profile', () => {
    const out = drain([30, 30, 40], layers, 10);
    near(out.drainageMm, (10 * (1 - Math.exp(-0.1)) * 300) / 100);
  });

  it('reduces uptake as a layer dries below the stress point', () => {
    expect(layerStress(22.5, layer, 0.5)).toBe(1);
    near(layerStress(18.75, layer, 0.5), 0.5);
    expect(layerStress(15, layer, 0.5)).toBe(0);
  });

  it('weights root uptake 40/30/20/10 by quarter of the root depth', () => {
    nearAll(
      rootWeights(
        [
          { top: 0, bottom: 12 },
          { top: 12, bottom: 24 },
          { top: 24, bottom: 36 },
        ],
        24,
      ),
      [0.7, 0.3, 0],
    );
  });

  it('spreads a day of demand over daylight as a half-sine', () => {
    const shares = Array.from({ length: 24 }, (_, h) => halfSineShare(h));
    near(
      shares.reduce((a, b) => a + b, 0),
      1,
      1e-12,
    );
    expect(shares[3]).toBe(0);
    expect(shares[21]).toBe(0);
    near(shares[11]!, shares[12]!, 1e-12);
  });
});
