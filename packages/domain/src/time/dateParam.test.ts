import { describe, expect, it } from 'vitest';
import {
  dateParamError,
  dateRangeError,
  EARLIEST_DATE_SECONDS,
  isWithinDateBounds,
  LATEST_DATE_SECONDS,
  parseDateParam,
} from './dateParam';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('request dates', () => {
  it('reads ISO 8601 dates and date-times, UTC without an offset', () => {
    expect(parseDateParam('2026-07-01')).toBe(at('2026-07-01T00:00:00Z'));
    expect(parseDateParam('2026-07-01T12:30:00Z')).toBe(at('2026-07-01T12:30:00Z'));
    expect(parseDateParam('2026-07-01T12:30:00.999Z')).toBe(at('2026-07-01T12:30:00Z'));
    expect(parseDateParam('2026-07-01T07:30:00-05:00')).toBe(at('2026-07-01T12:30:00Z'));
    expect(parseDateParam('2026-07-01T12:30')).toBe(at('2026-07-01T12:30:00Z'));
    expect(parseDateParam('2026-07-01T12:30:00')).toBe(at('2026-07-01T12:30:00Z'));
  });

  it('reads epoch seconds up to 10 digits and milliseconds beyond', () => {
    expect(parseDateParam('1782907200')).toBe(1_782_907_200);
    expect(parseDateParam('1782907200123')).toBe(1_782_907_200);
  });

  it('refuses what is not a date, or a day the calendar has not', () => {
    for (const text of [
      '',
      'last-week',
      'yesterday',
      '2026/07/01',
      'July 1, 2026',
      '-5',
      '1.5e9',
      '2026-13-01',
      '2026-02-30',
      '2026-07-01T25:00:00Z',
    ])
      expect(parseDateParam(text), text).toBeNull();
  });

  it('refuses dates before 2000 and from 2100 on, however they are written', () => {
    for (const text of [
      '0',
      '1',
      '99999999999999999999',
      '-271821-04-20T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '1970-01-01',
      '1999-12-31T23:59:59Z',
      '2100-01-01T00:00:00Z',
      '9999-12-31',
    ])
      expect(parseDateParam(text), text).toBeNull();
    expect(parseDateParam('2000-01-01T00:00:00Z')).toBe(EARLIEST_DATE_SECONDS);
    expect(parseDateParam('2099-12-31T23:59:59Z')).toBe(LATEST_DATE_SECONDS - 1);
    expect(isWithinDateBounds(Number.NaN)).toBe(false);
  });

  it('names the field in its refusals', () => {
    expect(dateParamError('toDate')).toMatch(/^toDate must be a date from 2000 to 2099/);
    expect(dateRangeError(2, 1, ['fromDate', 'toDate'])).toBe('fromDate must not be after toDate');
    expect(dateRangeError(0, 400 * 86_400, ['startDate', 'endDate'])).toBeNull();
    expect(dateRangeError(0, 400 * 86_400 + 1, ['startDate', 'endDate'])).toBe(
      'The range from startDate to endDate may be at most 400 days',
    );
  });
});
