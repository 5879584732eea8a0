import { describe, expect, it } from 'vitest';
import { CROP_DEFAULTS, metresToInches } from '@tilth/domain/agronomy/index';
import { CROP_CALENDAR, cropDay, resolveCropId } from './crop';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

describe('crop calendar', () => {
  it('follows the corn Kc curve and grows roots from 6 in to the FAO minimum depth by full cover', () => {
    const planting = '2024-04-25';
    const at = (offset: number) => cropDay('corn', planting, day(planting) + offset);
    expect(at(0)).toMatchObject({ seasonDay: 0, kc: 0.3, rootDepthIn: 6, irrigable: true });
    expect(at(50).kc).toBeCloseTo(0.75, 9);
    expect(at(50).rootDepthIn).toBeGreaterThan(6);
    expect(at(50).rootDepthIn).toBeLessThan(at(70).rootDepthIn);
    expect(at(70).rootDepthIn).toBeCloseTo(metresToInches(CROP_DEFAULTS.corn.rootDepthM[0]), 9);
    expect(at(100)).toMatchObject({ kc: 1.2, irrigable: true });
    // Irrigation stops half-way through the late season (30/40/50/30: day 135).
    expect(at(135).irrigable).toBe(true);
    expect(at(136).irrigable).toBe(false);
    expect(at(151)).toMatchObject({ seasonDay: null, kc: CROP_CALENDAR.bareSoilKc, rootDepthIn: 0, irrigable: false });
  });

  it('repeats the season every year on the planting month and day', () => {
    expect(cropDay('corn', '2022-04-25', day('2024-02-01')).seasonDay).toBeNull();
    expect(cropDay('corn', '2022-04-25', day('2024-05-05')).seasonDay).toBe(10);
  });

  it('makes autumn-planted wheat winter wheat, spanning the new year', () => {
    expect(resolveCropId('wheat', '2023-10-01')).toBe('winterWheat');
    expect(resolveCropId('wheat', '2024-04-01')).toBe('springWheat');
    expect(cropDay('winterWheat', '2023-10-01', day('2024-05-01')).seasonDay).toBe(213);
  });

  it('keeps alfalfa roots at full depth and restarts its Kc curve after each cutting', () => {
    const first = cropDay('alfalfa', '2024-04-01', day('2024-04-01') + 40);
    expect(first.rootDepthIn).toBeCloseTo(metresToInches(1), 9);
    expect(first.kc).toBeCloseTo(1.2, 9);
    // First cycle 10/30/25/10 = 75 days; day 80 is day 5 of the next 5/20/10/10 cycle.
    expect(cropDay('alfalfa', '2024-04-01', day('2024-04-01') + 80).kc).toBeCloseTo(0.4, 9);
    expect(cropDay('alfalfa', '2024-04-01', day('2024-04-01') + 250).seasonDay).toBeNull();
  });
});
