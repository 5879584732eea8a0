import { describe, expect, it } from 'vitest';
import { formatTableDate, fromDateTimeInput, toDateTimeInput } from './zonedTime';

const utc = (...parts: [number, number, number, number, number]) => Date.UTC(...parts) / 1000;

describe('wall times in the farm’s zone', () => {
  it('shows an instant as the zone’s wall time and reads it back', () => {
    expect(toDateTimeInput(utc(2026, 6, 5, 12, 5), 'America/Chicago')).toBe('2026-07-05T07:05'); // CDT, −5
    expect(toDateTimeInput(utc(2026, 0, 5, 12, 5), 'America/Chicago')).toBe('2026-01-05T06:05'); // CST, −6
    expect(fromDateTimeInput('2026-07-05T07:05', 'America/Chicago')).toBe(utc(2026, 6, 5, 12, 5));
    expect(fromDateTimeInput('2026-01-05T06:05', 'America/Chicago')).toBe(utc(2026, 0, 5, 12, 5));
    expect(fromDateTimeInput('2026-07-05T07:05', 'Asia/Kolkata')).toBe(utc(2026, 6, 5, 1, 35));
  });

  it('settles on the right side of a daylight-saving change', () => {
    // Clocks go forward at 02:00 on 8 March 2026 in Chicago: 03:30 is CDT.
    expect(fromDateTimeInput('2026-03-08T03:30', 'America/Chicago')).toBe(utc(2026, 2, 8, 8, 30));
    expect(fromDateTimeInput('2026-03-08T01:30', 'America/Chicago')).toBe(utc(2026, 2, 8, 7, 30));
  });

  it('refuses what is not a date and time', () => {
    expect(fromDateTimeInput('', 'America/Chicago')).toBeNull();
    expect(fromDateTimeInput('2026-13-01T00:00', 'America/Chicago')).toBeNull();
    expect(fromDateTimeInput('yesterday')).toBeNull();
  });

  it("formats table dates as 'Jul 05, 2026': plain dates as they are, times in the zone", () => {
    expect(formatTableDate('2026-07-05', 'Pacific/Kiritimati')).toBe('Jul 05, 2026');
    expect(formatTableDate('2026-07-06T03:00:00.000Z', 'America/Chicago')).toBe('Jul 05, 2026');
    expect(formatTableDate('2026-07-06T03:00:00.000Z', 'UTC')).toBe('Jul 06, 2026');
  });
});
