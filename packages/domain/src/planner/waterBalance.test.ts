import { describe, expect, it } from 'vitest';
import { balanceStep, checkbook, daysToAllowedDepletion, effectiveRainIn } from './waterBalance';

/**
 * NDSU Extension AE792 "Irrigation Scheduling by the Checkbook Method" (rev. 2019), its filled-in
 * corn example: root zone 3 ft, AWC 4.1 in, 50 % allowable depletion 2.05 in, 6 gpm/ac at 85 %.
 * July 17 – August 2: crop water use, rain (0.52 in on 7/19), irrigations of 1.0 in (7/24, 7/29),
 * and the soil water deficit column the publication prints, starting from 0.94 in on 7/16.
 */
const AE792_CORN = [
  { date: '07-17', use: 0.24, rain: 0, irrigation: 0, deficit: 1.18 },
  { date: '07-18', use: 0.24, rain: 0, irrigation: 0, deficit: 1.42 },
  { date: '07-19', use: 0.24, rain: 0.52, irrigation: 0, deficit: 1.14 },
  { date: '07-20', use: 0.19, rain: 0, irrigation: 0, deficit: 1.33 },
  { date: '07-21', use: 0.19, rain: 0, irrigation: 0, deficit: 1.52 },
  { date: '07-22', use: 0.23, rain: 0, irrigation: 0, deficit: 1.75 },
  { date: '07-23', use: 0.18, rain: 0, irrigation: 0, deficit: 1.93 },
  { date: '07-24', use: 0.23, rain: 0, irrigation: 1.0, deficit: 1.16 },
  { date: '07-25', use: 0.18, rain: 0, irrigation: 0, deficit: 1.34 },
  { date: '07-26', use: 0.18, rain: 0, irrigation: 0, deficit: 1.52 },
  { date: '07-27', use: 0.18, rain: 0, irrigation: 0, deficit: 1.7 },
  { date: '07-28', use: 0.18, rain: 0, irrigation: 0, deficit: 1.88 },
  { date: '07-29', use: 0.17, rain: 0, irrigation: 1.0, deficit: 1.05 },
  { date: '07-30', use: 0.22, rain: 0, irrigation: 0, deficit: 1.27 },
  { date: '07-31', use: 0.22, rain: 0, irrigation: 0, deficit: 1.49 },
  { date: '08-01', use: 0.13, rain: 0, irrigation: 0, deficit: 1.62 },
  { date: '08-02', use: 0.22, rain: 0, irrigation: 0, deficit: 1.84 },
];

describe('the checkbook water balance', () => {
  it("reproduces AE792's corn deficit column day by day", () => {
    const steps = checkbook(
      0.94,
      AE792_CORN.map((d) => ({ cropUseIn: d.use, rainIn: d.rain, irrigationIn: d.irrigation })),
    );
    expect(steps.map((s) => Math.round(s.deficitIn * 100) / 100)).toEqual(AE792_CORN.map((d) => d.deficit));
    expect(steps.every((s) => s.drainageIn === 0)).toBe(true);
  });

  it('never lets the deficit go below 0: the excess drains below the roots', () => {
    expect(balanceStep(0.3, { cropUseIn: 0.2, rainIn: 1.0, irrigationIn: 0 })).toEqual({ deficitIn: 0, drainageIn: 0.5 });
    expect(balanceStep(0.5, { cropUseIn: 0.2, rainIn: 0, irrigationIn: 0.7 })).toEqual({ deficitIn: 0, drainageIn: 0 });
  });

  it('finds the day the deficit reaches the allowed depletion (AE792: 2.05 in)', () => {
    const days = [0.24, 0.24, 0.24, 0.24].map((use) => ({ cropUseIn: use, rainIn: 0, irrigationIn: 0 }));
    // 1.42 + 0.24 × 3 = 2.14 ≥ 2.05 on the third day.
    expect(daysToAllowedDepletion(1.42, 2.05, days)).toBe(3);
    expect(daysToAllowedDepletion(2.1, 2.05, days)).toBe(0);
    expect(daysToAllowedDepletion(0, 2.05, days)).toBeNull();
  });

  it('counts rain of 0.1 in or more, and lighter rain as nothing', () => {
    expect(effectiveRainIn(0.09)).toBe(0);
    expect(effectiveRainIn(0.1)).toBe(0.1);
    expect(effectiveRainIn(0.52)).toBe(0.52);
  });
});
