import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS } from '../agronomy/thresholds';
import { COLOUR_HEX } from '../agronomy/siteState';
import { absoluteBands, bandsFor, relativeBands } from './bands';

describe('graph bands', () => {
  it('splits available water at RP, WL1, WL2 and marks 100–100.5', () => {
    expect(relativeBands(DEFAULT_THRESHOLDS).map((b) => [b.name, b.from, b.to])).toEqual([
      ['red', 0, 60],
      ['yellow', 60, 70],
      ['green', 70, 95],
      ['lightBlue', 95, 100],
      ['fullMarker', 100, 100.5],
    ]);
    expect(relativeBands(DEFAULT_THRESHOLDS)[4]?.colour).toBe(COLOUR_HEX.darkBlue);
  });

  it('converts edges to VWC with PWP + pct × (FC − PWP)/100 to 2 decimals', () => {
    const bands = absoluteBands({ fc: 50, pwp: 10, rp: 60, wl1: 70, wl2: 95 });
    expect(bands.map((b) => [b.from, b.to])).toEqual([
      [10, 34],
      [34, 38],
      [38, 48],
      [48, 50],
      [50, 50.2],
    ]);
    const odd = absoluteBands({ fc: 33.3, pwp: 12.1, rp: 55.5, wl1: 70, wl2: 90 });
    expect(odd[0]?.to).toBe(23.87); // 12.1 + 55.5 × 21.2 / 100 = 23.866
    expect(absoluteBands({ fc: 10, pwp: 10, rp: 60, wl1: 70, wl2: 95 })).toEqual([]);
  });

  it('picks bands by display mode', () => {
    expect(bandsFor('relative', DEFAULT_THRESHOLDS)[0]?.to).toBe(60);
    expect(bandsFor('absolute', DEFAULT_THRESHOLDS)[0]?.to).toBe(34);
  });
});
