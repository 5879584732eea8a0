import { describe, expect, it } from 'vitest';
import type { SimLayer } from './site';
import { SoilColumn } from './soilColumn';

const layer = (topIn: number, bottomIn: number): SimLayer => ({
  topIn,
  bottomIn,
  thicknessMm: (bottomIn - topIn) * 25.4,
  fc: 27,
  pwp: 12,
  sat: 45,
  saltFactor: 1,
});
const LAYERS = [layer(0, 6), layer(6, 12), layer(12, 20), layer(20, 28)];
const totalSalt = (c: SoilColumn) => c.salt.reduce((a, b) => a + b, 0);

describe('SoilColumn', () => {
  it('conserves water: storage change equals input minus drainage and ET', () => {
    const c = new SoilColumn(LAYERS, [20, 22, 24, 26], 1, 24);
    const before = c.storageMm();
    c.addWater(40, 10, 0.7);
    for (let h = 0; h < 96; h++) {
      c.drain(1);
      c.uptake(0.3, [0.4, 0.3, 0.2, 0.1], 0.55);
    }
    const t = c.totals;
    expect(c.storageMm() - before).toBeCloseTo(t.inputMm + t.irrigationMm - t.etMm - t.drainageMm, 9);
  });

  it('moves a wetting front down: the top layer fills first, deeper ones later', () => {
    const c = new SoilColumn(LAYERS, [15, 15, 15, 15], 1, 24);
    c.addWater(30, 0, 0);
    expect(c.theta[0]).toBeGreaterThan(27);
    expect(c.theta.slice(1)).toEqual([15, 15, 15]);
    for (let h = 0; h < 12; h++) c.drain(1);
    expect(c.theta[1]).toBeGreaterThan(15);
    expect(c.theta[3]).toBe(15);
  });

  it('keeps salt in the soil as roots take up water, so pore-water EC rises as the soil dries', () => {
    const c = new SoilColumn(LAYERS, [27, 27, 27, 27], 2, 24);
    const salt = totalSalt(c);
    const ec = c.poreEc(0);
    for (let h = 0; h < 48; h++) c.uptake(0.5, [1, 0, 0, 0], 0.55);
    expect(totalSalt(c)).toBeCloseTo(salt, 9);
    expect(c.poreEc(0)).toBeGreaterThan(ec * 1.1);
    // Fresh water dilutes the top layer and carries salt down; what drains out of the bottom is leached.
    c.addWater(60, 0, 0);
    for (let h = 0; h < 48; h++) c.drain(1);
    expect(c.poreEc(0)).toBeLessThan(ec);
    expect(c.saltLeached).toBeGreaterThan(0);
    expect(totalSalt(c) + c.saltLeached).toBeCloseTo(salt, 9);
    // Irrigation water brings salt in.
    c.addWater(0, 20, 1.5);
    expect(totalSalt(c) + c.saltLeached).toBeCloseTo(salt + 30, 9);
  });

  it('dries bare soil by evaporation no further than air-dry (half of PWP)', () => {
    const c = new SoilColumn(LAYERS, [20, 20, 20, 20], 1, 24);
    for (let h = 0; h < 5000; h++) c.evaporate(1);
    expect(c.theta[0]).toBeGreaterThan(6);
    expect(c.theta[0]).toBeLessThan(6.5);
    expect(c.theta[1]).toBe(20);
  });

  it('measures deficit and TAW over a root zone, a partial layer by its share', () => {
    const c = new SoilColumn(LAYERS, [27, 19.5, 12, 27], 1, 24);
    const { tawMm, deficitMm } = c.deficit(16);
    // TAW: 15 % of 16 in = 2.4 in; deficit: 7.5 % of 6 in + 15 % of 4 in = 1.05 in.
    expect(tawMm).toBeCloseTo(2.4 * 25.4, 9);
    expect(deficitMm).toBeCloseTo(1.05 * 25.4, 9);
  });
});
