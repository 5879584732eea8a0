import { describe, expect, it } from 'vitest';
import { CROP_DEFAULTS } from './crops';
import { adjustCurveForClimate, adjustKcForClimate, cropKcOnDay, daysUntilRefill, forecastWaterUse, kcOnDay } from './kc';

const near = (actual: number | null | undefined, expected: number, tol = 1e-3) => {
  expect(actual).toBeTypeOf('number');
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(tol);
};

const corn = CROP_DEFAULTS.corn.kc;

describe('crop coefficient and forecast', () => {
  it('agronomy.md test 6: corn Kc curve and forecast from day 50 (tol 1e-3)', () => {
    near(kcOnDay(corn, 10), 0.3);
    near(kcOnDay(corn, 50), 0.75);
    near(kcOnDay(corn, 100), 1.2);
    near(kcOnDay(corn, 140), 0.63333);
    const forecast = forecastWaterUse(corn, 50, [5, 6, 4]);
    near(forecast.dailyMm[0], 3.75);
    near(forecast.dailyMm[1], 4.635);
    near(forecast.dailyMm[2], 3.18);
    near(forecast.totalMm, 11.565);
    near(forecast.totalIn, 0.4553);
  });

  it('is null outside the season and flat at the stage edges', () => {
    expect(kcOnDay(corn, -1)).toBeNull();
    expect(kcOnDay(corn, 151)).toBeNull();
    expect(kcOnDay(corn, 30)).toBe(0.3);
    expect(kcOnDay(corn, 150)).toBeCloseTo(0.35, 10);
    expect(cropKcOnDay('potato', 70)).toBe(1.15);
  });

  it('adjusts Kc mid for climate, and Kc end only when it is at least 0.45', () => {
    near(adjustKcForClimate(1.2, 2, 45, 3), 1.2);
    near(adjustKcForClimate(1.2, 4, 25, 3), 1.2 + 0.08 + 0.08);
    const adjusted = adjustCurveForClimate(corn, 4, 25, 3);
    near(adjusted.kcMid, 1.36);
    expect(adjusted.kcEnd).toBe(0.35);
    near(adjustCurveForClimate(CROP_DEFAULTS.potato.kc, 4, 25, 3).kcEnd, 0.91);
  });

  it('finds the first forecast day reaching MAD × TAW − deficit', () => {
    const { cumulativeMm } = forecastWaterUse(corn, 50, [5, 6, 4]);
    expect(cumulativeMm.map((c) => Math.round(c * 1000) / 1000)).toEqual([3.75, 8.385, 11.565]);
    // TAW 146.3 mm, MAD 0.5 → 73.15 mm allowable; 65 mm already used → 8.15 mm to go.
    expect(daysUntilRefill(cumulativeMm, 146.3, 0.5, 65)).toBe(2);
    expect(daysUntilRefill(cumulativeMm, 146.3, 0.5, 80)).toBe(0);
    expect(daysUntilRefill(cumulativeMm, 146.3, 0.5, 20)).toBeNull();
  });

  it('leaves out-of-season forecast days empty', () => {
    const forecast = forecastWaterUse(corn, 149, [5, null, 5]);
    expect(forecast.dailyMm[1]).toBeNull();
    expect(forecast.dailyMm[2]).toBeNull();
    near(forecast.totalMm, kcOnDay(corn, 149)! * 5);
    expect(forecast.cumulativeMm[2]).toBe(forecast.cumulativeMm[0]);
  });
});
