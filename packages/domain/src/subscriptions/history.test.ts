import { describe, expect, it } from 'vitest';
import {
  matchesActive,
  matchesFarmSearch,
  matchesSiteSearch,
  searchTerms,
  siteFiltersOn,
  subscriptionHistoryQuerySchema,
  summaryLine,
} from './history';

const site = { siteId: '20417', siteName: 'North Pivot', dealerName: 'Heartland Irrigation Supply' };

describe('subscription search rules (spec 002 §5)', () => {
  it('matches a site ID by prefix only', () => {
    expect(matchesSiteSearch(site, '204')).toBe(true);
    expect(matchesSiteSearch(site, '20417')).toBe(true);
    expect(matchesSiteSearch(site, '417')).toBe(false);
  });
  it('matches the site name or the dealer name by case-insensitive substring', () => {
    expect(matchesSiteSearch(site, 'pivot')).toBe(true);
    expect(matchesSiteSearch(site, 'NORTH P')).toBe(true);
    expect(matchesSiteSearch(site, 'heartland')).toBe(true);
    expect(matchesSiteSearch(site, 'irrigation sup')).toBe(true);
    expect(matchesSiteSearch(site, 'valley')).toBe(false);
  });
  it('trims trailing spaces and takes comma-separated terms, any of which may match', () => {
    expect(searchTerms(' 204 ,  pivot  ,, ')).toEqual(['204', 'pivot']);
    expect(matchesSiteSearch(site, 'pivot   ')).toBe(true);
    expect(matchesSiteSearch(site, '999, north')).toBe(true);
    expect(matchesSiteSearch(site, '   ')).toBe(true);
  });
  it('matches a farm by name substring, ignoring case and surrounding spaces', () => {
    expect(matchesFarmSearch('Miller Creek Farm', 'creek ')).toBe(true);
    expect(matchesFarmSearch('Miller Creek Farm', 'ridge')).toBe(false);
    expect(matchesFarmSearch('Miller Creek Farm', '')).toBe(true);
  });
  it('reads the Active radio group', () => {
    expect(matchesActive('ACTIVE', 'active')).toBe(true);
    expect(matchesActive('PENDING', 'active')).toBe(false);
    expect(matchesActive('PENDING', 'inactive')).toBe(true);
    expect(matchesActive('INACTIVE', 'both')).toBe(true);
  });
});

describe('subscription history query', () => {
  it('parses the plan list and defaults', () => {
    expect(subscriptionHistoryQuerySchema.parse({})).toMatchObject({ active: 'both', skip: 0, limit: 100 });
    expect(subscriptionHistoryQuerySchema.parse({ plans: 'Gold,None' }).plans).toEqual(['Gold', 'None']);
    expect(subscriptionHistoryQuerySchema.parse({ plans: '' }).plans).toEqual([]);
    expect(subscriptionHistoryQuerySchema.safeParse({ plans: 'Platinum' }).success).toBe(false);
  });
  it('says when site-level filters hide farms without matches', () => {
    expect(siteFiltersOn({ active: 'both' })).toBe(false);
    expect(siteFiltersOn({ active: 'both', siteSearch: '  ' })).toBe(false);
    expect(siteFiltersOn({ active: 'both', plans: ['Gold', 'Silver', 'None'] })).toBe(false);
    expect(siteFiltersOn({ active: 'both', plans: ['Gold'] })).toBe(true);
    expect(siteFiltersOn({ active: 'inactive' })).toBe(true);
    expect(siteFiltersOn({ active: 'both', siteSearch: '20' })).toBe(true);
  });
  it('writes the summary line', () => {
    expect(summaryLine({ gold: 3, silver: 1, none: 0 })).toBe('Summary : 3 Gold SiteID(s), 1 Silver SiteID(s), 0 not subscribed');
  });
});
