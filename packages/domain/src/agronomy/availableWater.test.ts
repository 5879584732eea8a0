import { describe, expect, it } from 'vitest';
import {
  adjustDepletionFraction,
  awPercent,
  isFrozen,
  layerBounds,
  profileTotals,
  readilyAvailableWater,
  refillPointVwc,
  rootZoneFraction,
  shouldIrrigate,
  tawWeighted,
  vwcFromAwPercent,
  waterStressCoefficient,
} from './availableWater';
import { CROP_DEFAULTS } from './crops';

const near = (actual: number | null, expected: number, tol = 1e-3) => {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(tol);
};

// docs/agronomy.md §12 case 2: sensors at 6/18/30 in, FC 0.28, PWP 0.12 (here as % v/v).
const usuProfile = [
  { depthIn: 6, fc: 28, pwp: 12, vwc: 23 },
  { depthIn: 18, fc: 28, pwp: 12, vwc: 25 },
  { depthIn: 30, fc: 28, pwp: 12, vwc: 27 },
];

describe('available water', () => {
  it('agronomy.md test 1: AW% and inverse (tol 1e-3)', () => {
    near(awPercent(25, 32, 14), 61.111);
    near(vwcFromAwPercent(50, 32, 14), 23.0);
  });

  it('agronomy.md test 2: midpoint layers and profile totals (tol 1e-3)', () => {
    const bounds = layerBounds([6, 18, 30]);
    expect(bounds.map((b) => b.topIn)).toEqual([0, 12, 24]);
    expect(bounds[2]?.bottomIn).toBe(36);
    const totals = profileTotals(usuProfile);
    near(totals.tawIn, 5.76);
    near(totals.awIn, 4.68);
    near(totals.deficitIn, 1.08);
    near(totals.awPercent, 81.25);
    expect(totals.partial).toBe(false);
  });

  it('agronomy.md test 3: RAW, refill point and p adjustment (tol 1e-3)', () => {
    const { tawIn } = profileTotals(usuProfile);
    near(readilyAvailableWater(tawIn, 0.5), 2.88);
    near(refillPointVwc(28, 12, 0.5) / 100, 0.2);
    near(adjustDepletionFraction(CROP_DEFAULTS.corn.p, 7), 0.47);
  });

  it('returns null AW% for a missing reading or FC ≤ PWP and keeps values unclamped', () => {
    expect(awPercent(null, 30, 10)).toBeNull();
    expect(awPercent(20, 10, 10)).toBeNull();
    expect(awPercent(35, 30, 10)).toBe(125);
    expect(awPercent(5, 30, 10)).toBe(-25);
  });

  it('gives a single sensor a layer twice its depth', () => {
    expect(layerBounds([8])).toEqual([{ topIn: 0, bottomIn: 16, thicknessIn: 16 }]);
    expect(() => layerBounds([12, 6])).toThrow(RangeError);
  });

  it('counts a partial layer by its share above the root depth', () => {
    const [top, middle, bottom] = layerBounds([6, 18, 30]);
    expect(rootZoneFraction(top!, 18)).toBe(1);
    expect(rootZoneFraction(middle!, 18)).toBe(0.5);
    expect(rootZoneFraction(bottom!, 18)).toBe(0);
    const totals = profileTotals(usuProfile, { rootDepthIn: 18 });
    near(totals.tawIn, 0.16 * 18);
    near(totals.awIn, 0.11 * 12 + 0.13 * 6);
  });

  it('clamps AW at FC, reports the surplus above it and the deficit below', () => {
    const totals = profileTotals([
      { depthIn: 6, fc: 30, pwp: 10, vwc: 35 },
      { depthIn: 18, fc: 30, pwp: 10, vwc: 20 },
    ]);
    near(totals.tawIn, 0.2 * 24);
    near(totals.awIn, 0.2 * 12 + 0.1 * 12);
    near(totals.surplusIn, 0.05 * 12);
    near(totals.deficitIn, 0.1 * 12);
  });

  it('masks missing, frozen and misconfigured layers and flags the total as partial', () => {
    const totals = profileTotals([
      { depthIn: 6, fc: 28, pwp: 12, vwc: 23 },
      { depthIn: 18, fc: 28, pwp: 12, vwc: null },
      { depthIn: 30, fc: 28, pwp: 12, vwc: 27, soilTempC: -1 },
    ]);
    expect(totals.layers.map((l) => l.excluded)).toEqual([null, 'missing', 'frozen']);
    expect(totals.partial).toBe(true);
    near(totals.tawIn, 0.16 * 12);
    near(totals.awPercent, (11 / 16) * 100);
    expect(profileTotals([{ depthIn: 6, fc: 10, pwp: 12, vwc: 11 }]).layers[0]?.excluded).toBe('invalidRange');
    expect(isFrozen(0)).toBe(true);
    expect(isFrozen(0.5)).toBe(false);
    expect(isFrozen(null)).toBe(false);
  });

  it('ignores a missing layer below the roots when flagging partial totals', () => {
    const totals = profileTotals(
      [
        { depthIn: 6, fc: 28, pwp: 12, vwc: 23 },
        { depthIn: 30, fc: 28, pwp: 12, vwc: null },
      ],
      { rootDepthIn: 12 },
    );
    expect(totals.partial).toBe(false);
  });

  it('bounds the ET-adjusted p to 0.1–0.8', () => {
    expect(adjustDepletionFraction(0.35, 12)).toBeCloseTo(0.1, 10);
    expect(adjustDepletionFraction(0.65, -5)).toBe(0.8);
  });

  it('computes Ks (FAO-56 Eq. 84) and the irrigation trigger', () => {
    near(waterStressCoefficient(100, 70, 0.5), 0.6);
    expect(waterStressCoefficient(100, 20, 0.5)).toBe(1);
    expect(waterStressCoefficient(100, 120, 0.5)).toBe(0);
    expect(shouldIrrigate(2.88, 5.76, 0.5)).toBe(true);
    expect(shouldIrrigate(1.08, 5.76, 0.5)).toBe(false);
  });

  it('weights per-layer values by TAW', () => {
    const totals = profileTotals([
      { depthIn: 6, fc: 30, pwp: 10, vwc: 20 },
      { depthIn: 18, fc: 20, pwp: 10, vwc: 15 },
    ]);
    near(tawWeighted(totals.layers, [60, 90]), (60 * 2.4 + 90 * 1.2) / 3.6);
  });
});
