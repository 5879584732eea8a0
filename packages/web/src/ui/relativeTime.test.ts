import { describe, expect, it } from 'vitest';
import { calendarDate, relativeTime } from './relativeTime';

describe('relative time', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('words recent and older times', () => {
    expect(relativeTime('2026-11-22T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-19T12:00:00Z', now)).toBe('3 days ago');
    expect(relativeTime('2026-11-21T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime(null, now)).toBeNull();
  });
  it('shows calendar dates without a time-zone shift', () => {
    expect(calendarDate('2026-05-01')).toBe('May 1, 2026');
    expect(calendarDate(null)).toBeNull();
  });
});
