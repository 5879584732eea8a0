import { describe, expect, it } from 'vitest';
import { graphKeys } from '../../siteGraph/graphApi';
import { siteKeys } from '../../sites/sitesApi';
import { accountKeys } from '../../auth/useAccount';
import { isKeptOnDevice } from './keptQueries';

describe('isKeptOnDevice', () => {
  it('keeps the profile, a farm’s site cards and a site’s month of readings', () => {
    expect(isKeptOnDevice(accountKeys.profile('u1'))).toBe(true);
    expect(isKeptOnDevice(siteKeys.list({ farmIds: ['f1'], tab: 'Active', sort: 'ALPHA-ASC', name: '' }))).toBe(true);
    expect(isKeptOnDevice(graphKeys.series('s1', 'ONE_MONTH'))).toBe(true);
  });

  it('leaves out the graph’s year and custom ranges, and screens that need the network anyway', () => {
    expect(isKeptOnDevice(graphKeys.series('s1', 'ONE_YEAR'))).toBe(false);
    expect(isKeptOnDevice(graphKeys.series('s1', 'CUSTOM', 1, 2))).toBe(false);
    expect(isKeptOnDevice(['subscriptions', 'history'])).toBe(false);
    expect(isKeptOnDevice([])).toBe(false);
  });
});
