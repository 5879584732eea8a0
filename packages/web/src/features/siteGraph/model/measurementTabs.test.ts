import { describe, expect, it } from 'vitest';
import { availableGroups, availableTabs } from './measurementTabs';
import { device, site } from '../../../test/testSeries';

describe('measurement tabs', () => {
  it('offers only the tabs with data, Custom/Combined when more than one measurement', () => {
    const tabs = availableTabs(
      site(
        device(
          [1, 2],
          [
            [20, 21],
            [25, 26],
          ],
        ),
      ),
      { gdd: true, predicted: false, rainfall: false, irrigation: false },
    );
    expect(tabs).toEqual(['AW', 'MOIST', 'GDD', 'TEMP', 'BT', 'RSSI', 'SYS', 'COMBINED']);
    expect(availableTabs(undefined, { gdd: false, predicted: false, rainfall: false, irrigation: false })).toEqual([]);
    expect(availableGroups(site(device([1], [[20]])))).toEqual(['aw', 'moisture', 'temperature', 'battery', 'rssi']);
  });
});
