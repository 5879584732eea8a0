import { describe, expect, it } from 'vitest';
import { matchesPrefix, scrolledFarEnough, searchMode } from './siteSearch';

describe('site search (spec 001 §5, §9)', () => {
  it('matches 1–3 characters locally over several farms, and everything else on the server', () => {
    expect(searchMode('  ', true)).toEqual({ kind: 'none' });
    expect(searchMode('No ', true)).toEqual({ kind: 'local', term: 'No' });
    expect(searchMode('Nor', true)).toEqual({ kind: 'local', term: 'Nor' });
    expect(searchMode('Nort', true)).toEqual({ kind: 'server', term: 'Nort' });
    expect(searchMode('No', false)).toEqual({ kind: 'server', term: 'No' });
  });
  it('matches the first characters of the site id or the name, ignoring case and spaces', () => {
    const site = { siteId: '10023', name: 'North Pivot 1' };
    expect(matchesPrefix(site, '100')).toBe(true);
    expect(matchesPrefix(site, 'nor')).toBe(true);
    expect(matchesPrefix(site, 'No r')).toBe(true);
    expect(matchesPrefix(site, 'piv')).toBe(false);
    expect(matchesPrefix(site, '023')).toBe(false);
  });
  it('asks for more at 90 % scrolled', () => {
    expect(scrolledFarEnough({ scrollTop: 500, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(scrolledFarEnough({ scrollTop: 400, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
    expect(scrolledFarEnough({ scrollTop: 0, clientHeight: 0, scrollHeight: 0 })).toBe(false);
  });
});
