import { describe, expect, it } from 'vitest';
import { dashboardLanding } from './dashboardLanding';

describe('dashboardLanding', () => {
  it("goes to the profile's farm first", () => {
    expect(dashboardLanding({ farm: { objectId: 'Farm000001' } }, { selectedFarm: 'Farm000002' })).toBe('/farm/Farm000001/sites');
  });

  it('goes to the farm selected in preferences when the profile has none', () => {
    expect(dashboardLanding({ farm: null }, { selectedFarm: 'Farm000002' })).toBe('/farm/Farm000002/sites');
  });

  it('goes to the farms list otherwise', () => {
    expect(dashboardLanding({ farm: null }, { selectedFarm: null })).toBe('/dashboard/farms');
    expect(dashboardLanding({ farm: null }, { selectedFarm: '' })).toBe('/dashboard/farms');
  });
});

describe('dashboardLanding with the last farm visited as default landing', () => {
  const lastVisited = { allFarms: false, myFarms: false, specificFarm: false, lastFarmVisited: true };

  it('goes to the farm visited last', () => {
    expect(
      dashboardLanding({ farm: null }, { selectedFarm: null, defaultLanding: lastVisited, lastVisitedFarms: ['Farm000003', 'Farm000002'] }),
    ).toBe('/farm/Farm000003/sites');
  });

  it('goes to the farms list before any visit', () => {
    expect(dashboardLanding({ farm: null }, { selectedFarm: null, defaultLanding: lastVisited, lastVisitedFarms: [] })).toBe(
      '/dashboard/farms',
    );
  });
});
