import { describe, expect, it } from 'vitest';
import { chartRainfall, LINE_DASH, OVERLAY_LINE_WIDTHS } from './overlays';

describe('rainfall overlay', () => {
  it('caps at 12 and rounds to 3 decimals', () => {
    expect(chartRainfall(0.12345)).toBe(0.123);
    expect(chartRainfall(0.0005)).toBe(0.001);
    expect(chartRainfall(12.5)).toBe(12);
    expect(chartRainfall(null)).toBeNull();
    expect(chartRainfall(Number.NaN)).toBeNull();
  });

  it('names the line widths and dash styles', () => {
    expect(OVERLAY_LINE_WIDTHS).toEqual({ rainfall: 5, irrigation: 5, predictedRainfall: 3, predictedAvailableWater: 2 });
    expect(LINE_DASH).toEqual({ solid: 0, dotted: 3, dashed: 10 });
  });
});
