import { describe, expect, it } from 'vitest';
import { matchesFarmSearch, toggleAll, toggleOne } from './farmSelection';

const farms = [
  { objectId: 'a', name: 'North Pivot Farm', siteIds: ['10001', '10002'] },
  { objectId: 'b', name: 'Cotton Flat', siteIds: ['10003'] },
  { objectId: 'c', name: 'Russet Bend', siteIds: [] },
];

describe('farm selection', () => {
  it('searches farm names and site IDs, ignoring case and trailing spaces', () => {
    expect(farms.filter((f) => matchesFarmSearch(f, 'COTTON  ')).map((f) => f.objectId)).toEqual(['b']);
    expect(farms.filter((f) => matchesFarmSearch(f, '1000')).map((f) => f.objectId)).toEqual(['a', 'b']);
    expect(farms.filter((f) => matchesFarmSearch(f, '')).length).toBe(3);
  });

  it('selects every listed farm with Select All, and clears the flag when one is unchecked', () => {
    const all = toggleAll({ selected: new Set(), selectAll: false }, farms, true);
    expect([...all.selected]).toEqual(['a', 'b', 'c']);
    expect(all.selectAll).toBe(true);
    const one = toggleOne(all, farms, 'b', false);
    expect(one.selectAll).toBe(false);
    expect([...one.selected]).toEqual(['a', 'c']);
    expect(toggleOne(one, farms, 'b', true).selectAll).toBe(true);
    expect(toggleAll(all, [farms[0]!], false).selected.has('a')).toBe(false);
  });
});
