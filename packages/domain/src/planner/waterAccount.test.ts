import { describe, expect, it } from 'vitest';
import { waterAccount, type AccountDayInput } from './waterAccount';

const day = (date: string, over: Partial<AccountDayInput>): AccountDayInput => ({
  date,
  irrigationGrossIn: 0,
  irrigationNetIn: 0,
  rainIn: 0,
  cropUseIn: 0.3,
  storedIn: null,
  capacityIn: 4,
  manualDrainageIn: null,
  ...over,
});

describe('the season water account', () => {
  it('adds up irrigation, effective rain, crop use, drainage and the change in storage', () => {
    const account = waterAccount([
      day('2026-07-01', { storedIn: 3.0 }),
      // 3.0 + 1.2 net − 0.3 = 3.9: fits in 4.0, nothing drains.
      day('2026-07-02', { irrigationGrossIn: 1.41, irrigationNetIn: 1.2, storedIn: 3.9 }),
      // 3.9 + 0.8 rain − 0.3 = 4.4: 0.4 in beyond the 4.0 in root zone drains.
      day('2026-07-03', { rainIn: 0.8, storedIn: 4.0 }),
      // Light rain (0.05 in) does not count.
      day('2026-07-04', { rainIn: 0.05, storedIn: 3.7 }),
      // The grower's percolation entry replaces the estimate.
      day('2026-07-05', { manualDrainageIn: 0.15, storedIn: 3.4 }),
    ]);
    expect(account.days.map((d) => d.drainageIn)).toEqual([0, 0, 0.4, 0, 0.15]);
    expect(account.days[3]?.effectiveRainIn).toBe(0);
    expect(account.totals).toEqual({ irrigationIn: 1.41, effectiveRainIn: 0.8, cropUseIn: 1.5, drainageIn: 0.55, storageChangeIn: 0.4 });
  });

  it('has no storage change with fewer than two measured days', () => {
    expect(waterAccount([day('2026-07-01', {})]).totals.storageChangeIn).toBe(0);
  });
});
