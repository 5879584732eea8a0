import { describe, expect, it } from 'vitest';
import { filterRows, filtersOf, optionsOf, plannerQueryOf, searchOf, systemOf, cropOf } from './plannerFilters';
import { dripRow, dueRow, noSystemRow, outOfSeasonRow } from '../../test/plannerFixtures';

const rows = [dueRow, dripRow, outOfSeasonRow, noSystemRow];

describe('planner filters', () => {
  it('round-trips through the address, leaving out what is unset', () => {
    const filters = filtersOf(new URLSearchParams('farm=Farm000001&crop=Corn&due=3'));
    expect(filters).toEqual({ farmId: 'Farm000001', crop: 'Corn', irrigationType: null, due: '3' });
    expect(searchOf(filters).toString()).toBe('farm=Farm000001&crop=Corn&due=3');
    expect(filtersOf(new URLSearchParams('due=5')).due).toBe('all');
  });

  it('asks the server for the farm and how soon', () => {
    expect(plannerQueryOf({ farmId: 'Farm000001', crop: null, irrigationType: null, due: '0' })).toEqual({
      farmId: 'Farm000001',
      dueWithinDays: 0,
    });
    expect(plannerQueryOf({ farmId: null, crop: 'Corn', irrigationType: null, due: 'all' })).toEqual({});
  });

  it('narrows by crop and system in the server’s order', () => {
    const names = (list: typeof rows) => list.map((r) => r.siteName);
    expect(names(filterRows(rows, { farmId: null, crop: 'Corn', irrigationType: null, due: 'all' }))).toEqual(['North Pivot 1']);
    expect(names(filterRows(rows, { farmId: null, crop: null, irrigationType: 'Center Pivot', due: 'all' }))).toEqual([
      'North Pivot 1',
      'Wheat Pivot',
    ]);
    expect(names(filterRows(rows, { farmId: null, crop: 'No crop', irrigationType: 'None', due: 'all' }))).toEqual(['East Dryland']);
  });

  it('offers each value once, A to Z, keeping the chosen one', () => {
    expect(optionsOf(rows, cropOf, null)).toEqual(['Corn', 'No crop', 'Potatoes', 'Wheat']);
    expect(optionsOf(rows, systemOf, 'Furrow')).toEqual(['Center Pivot', 'Drip', 'Furrow', 'None']);
  });
});
