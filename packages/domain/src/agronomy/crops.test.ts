import { describe, expect, it } from 'vitest';
import { CROP_DEFAULTS, CROP_IDS, cropIdFromPlantType } from './crops';

describe('crop defaults', () => {
  it('holds FAO-56 Table 22 depletion fractions', () => {
    expect(CROP_DEFAULTS.corn.p).toBe(0.55);
    expect(CROP_DEFAULTS.potato.p).toBe(0.35);
    expect(CROP_DEFAULTS.soybean.p).toBe(0.5);
    expect(CROP_DEFAULTS.cotton.p).toBe(0.65);
    expect(CROP_DEFAULTS.springWheat.p).toBe(0.55);
    expect(CROP_DEFAULTS.alfalfa.p).toBe(0.55);
  });

  it('has a complete, ordered entry for every crop', () => {
    for (const id of CROP_IDS) {
      const crop = CROP_DEFAULTS[id];
      expect(crop.kc.stageDays).toHaveLength(4);
      expect(crop.rootDepthM[0]).toBeLessThanOrEqual(crop.rootDepthM[1]);
      expect(crop.salinity.b).toBeGreaterThan(0);
    }
    expect(CROP_DEFAULTS.soybean.salinity.verified).toBe(false);
  });

  it('recognises site plant types', () => {
    expect(cropIdFromPlantType('Corn')).toBe('corn');
    expect(cropIdFromPlantType('Potatoes')).toBe('potato');
    expect(cropIdFromPlantType('Soybean')).toBe('soybean');
    expect(cropIdFromPlantType('Winter Wheat')).toBe('winterWheat');
    expect(cropIdFromPlantType('Wheat')).toBe('springWheat');
    expect(cropIdFromPlantType('Grapes')).toBeNull();
    expect(cropIdFromPlantType(null)).toBeNull();
  });
});
