import { describe, expect, it } from 'vitest';
import { CROP_DEFAULTS } from './crops';
import {
  cropRelativeYield,
  cropSalinityBand,
  eceFromPoreEc,
  eceFromProbeMicroSiemens,
  relativeYield,
  salinityLevel,
  soilSalinityClass,
} from './salinity';

const near = (actual: number, expected: number, tol = 1e-3) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tol);

describe('salinity', () => {
  it('agronomy.md test 9 (salinity): Maas–Hoffman yields and bands (tol 1e-3)', () => {
    near(cropRelativeYield('corn', 3.0), 84.4);
    expect(cropSalinityBand('corn', 3.0)).toBe('high');
    near(CROP_DEFAULTS.corn.salinity.a + 10 / CROP_DEFAULTS.corn.salinity.b, 2.533);
    near(cropRelativeYield('soybean', 6.0), 80.0);
    near(cropRelativeYield('springWheat', 5.0), 100);
  });

  it('bands low up to the threshold and medium up to 10 % loss', () => {
    expect(cropSalinityBand('corn', 1.7)).toBe('low');
    expect(cropSalinityBand('corn', 2.5)).toBe('medium');
    expect(salinityLevel(2.5, CROP_DEFAULTS.corn.salinity)).toBe('MED');
    expect(salinityLevel(1, CROP_DEFAULTS.corn.salinity)).toBe('LOW');
    expect(salinityLevel(9, CROP_DEFAULTS.corn.salinity)).toBe('HIGH');
  });

  it('keeps relative yield within 0–100', () => {
    expect(relativeYield(20, { a: 1.7, b: 12 })).toBe(0);
  });

  it('classes soils by ECe', () => {
    expect([1, 2, 3, 6, 12, 20].map(soilSalinityClass)).toEqual(['nonSaline', 'nonSaline', 'slight', 'moderate', 'strong', 'veryStrong']);
  });

  it('estimates ECe from probe pore EC and labels it approximate', () => {
    expect(eceFromPoreEc(4)).toEqual({ ece: 2, approximate: true });
    expect(eceFromProbeMicroSiemens(3000).ece).toBe(1.5);
  });
});
