import { describe, expect, it } from 'vitest';
import {
  customRangeError,
  customRangeSource,
  defaultCustomRange,
  defaultDataType,
  DEFAULT_GRAPH_PERIOD,
  deleteRangeError,
  periodRange,
  TIME_PERIODS,
} from './timePeriods';

const at = (iso: string) => Date.parse(iso) / 1000;
const DAY = 86_400;

describe('time periods', () => {
  it('lists the presets with ONE_MONTH as the graph default', () => {
    expect(TIME_PERIODS).toEqual(['ONE_DAY', 'ONE_WEEK', 'ONE_MONTH', 'THREE_MONTHS', 'SIX_MONTHS', 'ONE_YEAR', 'CUSTOM']);
    expect(DEFAULT_GRAPH_PERIOD).toBe('ONE_MONTH');
  });

  it('ends standard periods now and goes back days or calendar months', () => {
    const now = at('2026-03-31T15:00:00Z');
    expect(periodRange('ONE_DAY', now)).toEqual({ from: now - DAY, to: now });
    expect(periodRange('ONE_WEEK', now).from).toBe(now - 7 * DAY);
    expect(periodRange('ONE_MONTH', now).from).toBe(at('2026-02-28T15:00:00Z'));
    expect(periodRange('THREE_MONTHS', now).from).toBe(at('2025-12-31T15:00:00Z'));
    expect(periodRange('SIX_MONTHS', now).from).toBe(at('2025-09-30T15:00:00Z'));
    expect(periodRange('ONE_YEAR', at('2028-02-29T00:00:00Z')).from).toBe(at('2027-02-28T00:00:00Z'));
  });

  it('defaults the data type to 5 for standard periods and 0 for custom', () => {
    expect(defaultDataType('ONE_DAY')).toBe(5);
    expect(defaultDataType('ONE_YEAR')).toBe(5);
    expect(defaultDataType('CUSTOM')).toBe(0);
  });

  it('defaults a custom range to 30 days back and 5 ahead', () => {
    expect(defaultCustomRange(1_000_000_000)).toEqual({ from: 1_000_000_000 - 30 * DAY, to: 1_000_000_000 + 5 * DAY });
  });

  it('refuses a custom range without both dates or not in order', () => {
    const t = at('2026-07-01T00:00:00Z');
    expect(customRangeError(t + 1, t + 2)).toBeNull();
    expect(customRangeError(t + 2, t + 2)).toBe('Invalid date range');
    expect(customRangeError(t + 3, t + 2)).toBe('Invalid date range');
    expect(customRangeError(null, t + 2)).toBe('Invalid date range');
    expect(customRangeError(t + 1, undefined)).toBe('Invalid date range');
    expect(customRangeError(Number.NaN, t + 2)).toBe('Invalid date range');
  });

  it('refuses a custom range the series call would refuse: outside 2000–2099 or over 400 days', () => {
    expect(customRangeError(at('1999-12-31T00:00:00Z'), at('2000-02-01T00:00:00Z'))).toBe('Please choose dates from 2000 to 2099');
    expect(customRangeError(at('2099-12-01T00:00:00Z'), at('2100-01-01T00:00:00Z'))).toBe('Please choose dates from 2000 to 2099');
    // The filter bar's widest custom range: From at midnight to To at 23:59, 400 days in all.
    expect(customRangeError(at('2025-06-01T00:00:00Z'), at('2026-07-05T23:59:00Z'))).toBeNull();
    expect(customRangeError(at('2025-06-01T00:00:00Z'), at('2026-07-06T23:59:00Z'))).toBe('Please choose a range of at most 400 days');
    // The longest standard period, a year, fits.
    const year = periodRange('ONE_YEAR', at('2028-03-01T00:00:00Z'));
    expect(customRangeError(year.from, year.to)).toBeNull();
  });

  it('needs a delete range of at least an hour', () => {
    expect(deleteRangeError(0, 3600)).toBeNull();
    expect(deleteRangeError(0, 3599)).toBe('Please select "From" and "To" times that are at-least one hour apart');
  });
});

describe('custom range from the cached year', () => {
  const ts = [100, 200, 300, 400, 500];
  const cached = { range: { from: 50, to: 550 }, ts };

  it('slices a range inside the cache, ends inclusive', () => {
    expect(customRangeSource(cached, { from: 200, to: 400 })).toEqual({ source: 'cache', start: 1, end: 4 });
    expect(customRangeSource(cached, { from: 150, to: 450 })).toEqual({ source: 'cache', start: 1, end: 4 });
    expect(customRangeSource(cached, { from: 50, to: 90 })).toEqual({ source: 'cache', start: 0, end: 0 });
  });

  it('fetches a range reaching outside the cache, or without one', () => {
    expect(customRangeSource(cached, { from: 40, to: 400 })).toEqual({ source: 'fetch' });
    expect(customRangeSource(cached, { from: 200, to: 600 })).toEqual({ source: 'fetch' });
    expect(customRangeSource(null, { from: 200, to: 300 })).toEqual({ source: 'fetch' });
  });
});
