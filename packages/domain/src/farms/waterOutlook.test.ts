import { describe, expect, it } from 'vitest';
import { dailyCropUse, waterOutlook } from './waterOutlook';

describe('water outlook', () => {
  it('counts days until the water above the refill point is used up', () => {
    // Bucket 4 in, 70 % filled (2.8 in), RP 60 %: 0.4 in above refill; 0.15 in/day reaches it on day 3.
    const outlook = waterOutlook({
      percentFilled: 70,
      availableWaterIn: 2.8,
      bucketIn: 4,
      rpPercent: 60,
      deficitIn: 1.2,
      dailyUseIn: [0.15, 0.15, 0.15, 0.15],
    });
    expect(outlook).toEqual({ availableWaterIn: 2.8, percentFilled: 70, deficitIn: 1.2, daysToRefill: 3 });
  });

  it('says now when at or below the refill point, and nothing beyond the forecast or without data', () => {
    expect(
      waterOutlook({ percentFilled: 40, availableWaterIn: 1.6, bucketIn: 4, rpPercent: 60, deficitIn: 2.4, dailyUseIn: [0.2] })
        .daysToRefill,
    ).toBe(0);
    expect(
      waterOutlook({ percentFilled: 95, availableWaterIn: 3.8, bucketIn: 4, rpPercent: 60, deficitIn: 0.2, dailyUseIn: [0.1, 0.1] })
        .daysToRefill,
    ).toBeNull();
    expect(
      waterOutlook({ percentFilled: null, availableWaterIn: null, bucketIn: null, rpPercent: null, deficitIn: null, dailyUseIn: [] }),
    ).toEqual({
      availableWaterIn: null,
      percentFilled: null,
      deficitIn: null,
      daysToRefill: null,
    });
  });

  it('scales forecast ETo by the crop coefficient of the day, or uses ETo alone without a crop', () => {
    expect(dailyCropUse([0.2, null], null, null, '2026-07-01')).toEqual([0.2, 0]);
    const corn = dailyCropUse([0.2], 'corn', '2026-05-01', '2026-07-20');
    expect(corn[0]).toBeGreaterThan(0.2);
  });
});
