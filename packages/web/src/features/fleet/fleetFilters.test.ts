import { describe, expect, it } from 'vitest';
import { activeFilterCount, chipActive, filtersOf, isFiltered, NO_FILTERS, queryOf, searchOf, toggleChip } from './fleetFilters';

describe('fleet filters', () => {
  it('round-trip through the address and become the API query', () => {
    const search = new URLSearchParams('customer=Biz1&farm=Farm1&status=silent&batteryBelow=25&fault=flatline&q=pivot&sort=battery&page=3');
    const filters = filtersOf(search);
    expect(filters).toEqual({
      customer: 'Biz1',
      farm: 'Farm1',
      status: 'silent',
      lowBattery: false,
      batteryBelow: 25,
      fault: 'flatline',
      q: 'pivot',
      sort: 'battery',
      page: 3,
    });
    expect(searchOf(filters).toString()).toBe(search.toString());
    expect(activeFilterCount(filters)).toBe(7);
    expect(queryOf(filters)).toEqual({
      customer: 'Biz1',
      farm: 'Farm1',
      status: 'silent',
      batteryBelow: 25,
      fault: 'flatline',
      q: 'pivot',
      sort: 'battery',
      skip: 100,
      limit: 50,
    });
  });

  it('ignores what the address gets wrong', () => {
    expect(filtersOf(new URLSearchParams('status=asleep&batteryBelow=150&fault=smoke&sort=random&page=-2'))).toEqual(NO_FILTERS);
    expect(searchOf(NO_FILTERS).toString()).toBe('');
    expect(isFiltered(NO_FILTERS)).toBe(false);
  });

  it('lets a summary chip narrow the list, a second click clear it, and another chip replace it', () => {
    const silent = toggleChip({ ...NO_FILTERS, page: 4 }, 'silent');
    expect(silent).toMatchObject({ status: 'silent', page: 1 });
    expect(chipActive(silent, 'silent')).toBe(true);
    const faults = toggleChip(silent, 'faults');
    expect(faults).toMatchObject({ status: null, fault: 'any' });
    expect(toggleChip(faults, 'faults').fault).toBeNull();
    expect(toggleChip(NO_FILTERS, 'lowBattery').lowBattery).toBe(true);
    expect(queryOf(toggleChip(NO_FILTERS, 'lowBattery'))).toMatchObject({ lowBattery: 'true' });
  });
});
