import { describe, expect, it } from 'vitest';
import { relativeDepthSeries, relativeSeries } from './relative';

describe('relative series', () => {
  it('maps PWP to 0 and FC to 100, unclamped, 2 decimals', () => {
    expect(relativeSeries([10, 30, 50, 55, 5, null], 50, 10)).toEqual([0, 50, 100, 112.5, -12.5, null]);
    expect(relativeSeries([20], 40, 10)).toEqual([33.33]);
  });

  it('gives null for an invalid FC/PWP range', () => {
    expect(relativeSeries([20, 30], 10, 10)).toEqual([null, null]);
    expect(relativeSeries([20], 5, 10)).toEqual([null]);
  });

  it('uses each depth’s own thresholds and nulls depths without them', () => {
    expect(relativeDepthSeries([[30], [30], [30]], [50, 40], [10, 20])).toEqual([[50], [50], [null]]);
  });
});
