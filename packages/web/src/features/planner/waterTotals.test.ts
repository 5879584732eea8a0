import { describe, expect, it } from 'vitest';
import { waterAccountFixture } from '../../test/waterFixtures';
import { acreInchCellText, acreInchText, areaText, depthText, farmAreaAc, sitesWithoutArea } from './waterTotals';

describe('water account totals', () => {
  it('sums the area of the sites the farm’s acre-inches cover and names the others', () => {
    expect(farmAreaAc(waterAccountFixture)).toBe(126);
    expect(
      farmAreaAc({
        sites: [
          { ...waterAccountFixture.sites[0]!, areaAc: 60.25 },
          { ...waterAccountFixture.sites[0]!, areaAc: 42.5 },
        ],
      }),
    ).toBe(102.8);
    expect(farmAreaAc({ sites: [waterAccountFixture.sites[1]!] })).toBeNull();
    expect(sitesWithoutArea(waterAccountFixture)).toEqual(['Salt Flat, "West"']);
  });

  it('writes depths in the user’s unit, the storage change signed', () => {
    expect(depthText(1.5, 'feetInches', 'irrigationIn')).toBe('1.50 in');
    expect(depthText(1.5, 'meters', 'irrigationIn')).toBe('38 mm');
    expect(depthText(-0.42, 'feetInches', 'storageChangeIn')).toBe('−0.42 in');
    expect(depthText(0.3, 'meters', 'storageChangeIn')).toBe('+8 mm');
    expect(depthText(0, 'feetInches', 'storageChangeIn')).toBe('0.00 in');
    expect(depthText(0.01, 'meters', 'storageChangeIn')).toBe('0 mm');
  });

  it('keeps acre-inches in acre-inches, grouped and to a tenth', () => {
    expect(acreInchText(1234.5)).toBe('1,234.5 ac-in');
    expect(acreInchText(189)).toBe('189.0 ac-in');
    expect(acreInchCellText(-52.9, 'storageChangeIn')).toBe('−52.9 ac-in');
    expect(acreInchCellText(52.9, 'storageChangeIn')).toBe('+52.9 ac-in');
    expect(acreInchCellText(-0, 'storageChangeIn')).toBe('0.0 ac-in');
    expect(areaText(126)).toBe('126 ac');
    expect(areaText(42.55)).toBe('42.6 ac');
  });
});
