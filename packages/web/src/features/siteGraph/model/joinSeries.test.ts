import { describe, expect, it } from 'vitest';
import { joinSeries } from './joinSeries';
import { device, site } from '../../../test/testSeries';

describe('joinSeries', () => {
  it('puts consecutive parts end to end over their whole range', () => {
    const older = { ...site(device([1, 2], [[10, 11]])), from: 0, to: 2 };
    const newer = { ...site(device([3], [[12]])), from: 3, to: 5 };
    const joined = joinSeries([older, newer]);
    expect([joined.from, joined.to]).toEqual([0, 5]);
    expect(joined.probe!.ts).toEqual([1, 2, 3]);
    expect(joined.probe!.moisture).toEqual([[10, 11, 12]]);
    expect(joined.probe!.battery).toEqual([3.6, 3.6, 3.6]);
    expect(joined.local).toBeUndefined();
  });

  it('keeps the newest part’s depths, reading null where an older part has none', () => {
    const older = site(device([1], [[10]]));
    const newer = site(device([2], [[20], [21]]));
    expect(joinSeries([older, newer]).probe!.moisture).toEqual([
      [10, 20],
      [null, 21],
    ]);
  });

  it('takes a device that only some parts have', () => {
    const joined = joinSeries([site(device([1], [[10]])), site(device([2], [[20]]), device([2], [[5]]))]);
    expect(joined.local!.ts).toEqual([2]);
  });
});
