import { DEFAULT_PREFERENCE } from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import { landingOption, landingUpdate } from './landing';

describe('default landing', () => {
  it('reads the flag that is set, defaulting to a specific farm', () => {
    expect(landingOption(DEFAULT_PREFERENCE)).toBe('specificFarm');
    expect(landingOption({ defaultLanding: { allFarms: true, myFarms: false, specificFarm: false, lastFarmVisited: false } })).toBe(
      'allFarms',
    );
    expect(landingOption({ defaultLanding: { allFarms: false, myFarms: false, specificFarm: false, lastFarmVisited: false } })).toBe(
      'specificFarm',
    );
  });

  it('sets exactly one flag and keeps the farm only for a specific farm', () => {
    expect(landingUpdate('specificFarm', 'Farm000001')).toEqual({
      defaultLanding: { allFarms: false, myFarms: false, specificFarm: true, lastFarmVisited: false },
      selectedFarm: 'Farm000001',
    });
    expect(landingUpdate('allFarms', 'Farm000001').selectedFarm).toBeNull();
    expect(landingUpdate('lastFarmVisited', null).defaultLanding).toMatchObject({ lastFarmVisited: true, allFarms: false });
  });
});
