import { describe, expect, it } from 'vitest';
import { IRRIGATION_SYSTEMS } from './config';
import { IrrigationManager } from './irrigation';

const H = 3600;
const T0 = 1_720_000_800;

describe('IrrigationManager', () => {
  it('irrigates only once the deficit reaches MAD × TAW, on an irrigable day', () => {
    const m = new IrrigationManager(IRRIGATION_SYSTEMS.centerPivot, 0.5, 6);
    expect(m.decide(T0, 49.9, 100, true)).toBeNull();
    expect(m.decide(T0, 80, 100, false)).toBeNull();
    expect(m.decide(T0, 50, 100, true)).not.toBeNull();
    expect(new IrrigationManager(null, 0.5, 0).decide(T0, 90, 100, true)).toBeNull();
  });

  it('covers a pivot deficit in ~1 in revolutions a day apart, passing the probe at its phase', () => {
    const m = new IrrigationManager(IRRIGATION_SYSTEMS.centerPivot, 0.5, 6);
    const e = m.decide(T0, 60, 100, true)!;
    expect(e.applications.map((a) => [(a.startTs - T0) / H, (a.endTs - T0) / H, a.mm])).toEqual([
      [6, 10, 25],
      [30, 34, 25],
      [54, 58, 25],
    ]);
    expect(m.busy(T0 + 71 * H)).toBe(true);
    expect(m.decide(T0 + 24 * H, 90, 100, true)).toBeNull();
    expect(m.busy(T0 + 72 * H)).toBe(false);
    let total = 0;
    for (let t = T0; t < T0 + 80 * H; t += 900) total += m.waterDuring(t, t + 900);
    expect(total).toBeCloseTo(75, 9);
    expect(m.pressurePsi(T0 + H)).toBe(IRRIGATION_SYSTEMS.centerPivot.pressurePsi);
    expect(m.pressurePsi(T0 + 73 * H)).toBe(0);
  });

  it('applies the deficit up to a small daily depth with drip, and a full set with furrow', () => {
    const drip = new IrrigationManager(IRRIGATION_SYSTEMS.drip, 0.3, 0);
    expect(drip.decide(T0, 9, 30, true)!.applications[0]!.mm).toBe(9);
    expect(drip.decide(T0 + 24 * H, 20, 30, true)!.applications[0]!.mm).toBe(IRRIGATION_SYSTEMS.drip.applicationMm);
    const furrow = new IrrigationManager(IRRIGATION_SYSTEMS.furrow, 0.5, 0);
    const set = furrow.decide(T0, 50, 100, true)!.applications[0]!;
    expect([set.mm, (set.endTs - set.startTs) / H]).toEqual([75, 12]);
  });
});
