import type { DeviceSeries, DeviceThresholds } from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import { availableWater, toF } from './unitConversion';

const thresholds: DeviceThresholds = { fc: [30, 30], pwp: [10, 10], rp: [50, 50], wl1: [70, 70], wl2: [90, 90], thicknessIn: [6, 6] };
const device = {
  ts: [0, 900],
  moisture: [
    [20, null],
    [30, 25],
  ],
} as unknown as DeviceSeries;

describe('the graph’s units', () => {
  it('gives available water per depth in inches and the root zone in inches or % of TAW', () => {
    expect(availableWater(device, thresholds, false)).toEqual({
      perDepth: [
        [0.6, null],
        [1.2, 0.9],
      ],
      total: [1.8, null],
    });
    // TAW = 2 × (30 − 10) % × 6 in = 2.4 in; 1.8 in is 75 % of it.
    expect(availableWater(device, thresholds, true).total).toEqual([75, null]);
  });

  it('converts °C to °F to hundredths', () => {
    expect(toF(21.5)).toBe(70.7);
    expect(toF(null)).toBeNull();
  });
});
