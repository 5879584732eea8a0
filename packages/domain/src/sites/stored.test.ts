import { describe, expect, it } from 'vitest';
import { storedDepthsSchema, storedSimulationConfigSchema, storedSiteSettingsSchema } from './stored';

const config = {
  seed: 'demo-1',
  latitude: 41.5,
  longitude: -98.1,
  soil: 'loam',
  crop: 'corn',
  plantingDate: '2026-05-01',
  irrigation: 'centerPivot',
  depthsIn: [4, 8, 16],
};

describe('stored JSON shapes', () => {
  it('takes depths as numbers and settings as an object', () => {
    expect(storedDepthsSchema.parse([4, 8])).toEqual([4, 8]);
    expect(storedDepthsSchema.safeParse(['4']).success).toBe(false);
    expect(storedSiteSettingsSchema.parse({ rootDepth: { value: 36 } })).toEqual({ rootDepth: { value: 36 } });
    expect(storedSiteSettingsSchema.safeParse([1]).success).toBe(false);
  });

  it('keeps simulation config fields it does not know, and refuses a crop the simulator has not', () => {
    expect(storedSimulationConfigSchema.parse({ ...config, later: 1 })).toEqual({ ...config, later: 1 });
    expect(storedSimulationConfigSchema.safeParse({ ...config, crop: 'rice' }).success).toBe(false);
  });
});
