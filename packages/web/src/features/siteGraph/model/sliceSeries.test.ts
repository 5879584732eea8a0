import { describe, expect, it } from 'vitest';
import { sliceSeries } from './sliceSeries';
import { device, site } from '../../../test/testSeries';

describe('sliceSeries', () => {
  it('slicing keeps the range inclusive', () => {
    const sliced = sliceSeries(site(device([1, 2, 3, 4], [[1, 2, 3, 4]])), { from: 2, to: 3 });
    expect(sliced.probe!.ts).toEqual([2, 3]);
    expect(sliced.probe!.moisture[0]).toEqual([2, 3]);
    expect([sliced.from, sliced.to]).toEqual([2, 3]);
  });
});
