import { describe, expect, it } from 'vitest';
import { isKeptOnDevice, isReadAtStart, isRestoredOnline } from './keptQueries';

// The keys as the pages build them, written out: the offline feature sits below the pages' features
// (they use its write queue) and imports none of them.
const profileKey = ['profile', 'u1']; // auth accountKeys.profile
const siteListKey = ['sites', 'list', { farmIds: ['f1'], tab: 'Active', sort: 'ALPHA-ASC', name: '' }]; // sites siteKeys.list
const seriesKey = (period: string, from: number | null = null, to: number | null = null) => ['siteGraph', 's1', 'series', period, from, to]; // siteGraph graphKeys.series

describe('isKeptOnDevice', () => {
  it('keeps the profile, a farm’s site cards and a site’s month of readings', () => {
    expect(isKeptOnDevice(profileKey)).toBe(true);
    expect(isKeptOnDevice(siteListKey)).toBe(true);
    expect(isKeptOnDevice(seriesKey('ONE_MONTH'))).toBe(true);
  });

  it('leaves out the graph’s year and custom ranges, and screens that need the network anyway', () => {
    expect(isKeptOnDevice(seriesKey('ONE_YEAR'))).toBe(false);
    expect(isKeptOnDevice(seriesKey('CUSTOM', 1, 2))).toBe(false);
    expect(isKeptOnDevice(['subscriptions', 'history'])).toBe(false);
    expect(isKeptOnDevice([])).toBe(false);
  });
});

describe('isRestoredOnline', () => {
  it('restores what screens draw, not what they copy into their state when they open', () => {
    expect(isRestoredOnline(siteListKey)).toBe(true);
    expect(isRestoredOnline(seriesKey('ONE_MONTH'))).toBe(true);
    expect(isRestoredOnline(profileKey)).toBe(false);
    expect(isRestoredOnline(['preference', 'u1'])).toBe(false);
    expect(isRestoredOnline(['farms', 'detail', 'f1'])).toBe(false);
    expect(isRestoredOnline(['sites', 'farm', 'f1'])).toBe(false);
    expect(isRestoredOnline(['sites', 'header', 's1'])).toBe(false);
    expect(isRestoredOnline(['planner', 'page', null, null])).toBe(true);
  });
});

describe('isReadAtStart', () => {
  const hash = (key: unknown[]) => JSON.stringify(key);
  it('reads the graph answers of the site in the address before the first render, other sites’ when asked for', () => {
    const graph = '/farm/f1/site/10001/s1/0xabc/graph';
    expect(isReadAtStart(hash(seriesKey('ONE_MONTH')), graph)).toBe(true);
    expect(isReadAtStart(hash(seriesKey('ONE_MONTH')), '/farm/f1/site/10001/s2/0xabc/graph')).toBe(false);
    expect(isReadAtStart(hash(seriesKey('ONE_MONTH')), '/farm/f1/sites')).toBe(false);
    expect(isReadAtStart(hash(['siteGraph', 's1', 'thresholds']), graph)).toBe(true);
  });

  it('reads everything else at start: the account, the cards, the planner', () => {
    expect(isReadAtStart(hash(profileKey), '/farm/f1/sites')).toBe(true);
    expect(isReadAtStart(hash(siteListKey), '/dashboard')).toBe(true);
    expect(isReadAtStart(hash(['planner', 'page', null, null]), '/farm/f1/site/10001/s1/0xabc/graph')).toBe(true);
  });
});
