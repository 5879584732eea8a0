import { describe, expect, it } from 'vitest';
import { wallTime, wallTimeToEpoch, zoneOffsetSeconds } from './zones';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('time zones', () => {
  it('reads the wall clock and the offset of a zone at an instant', () => {
    expect(wallTime(at('2026-07-05T12:05:09Z'), 'America/Chicago')).toEqual({
      year: 2026,
      month: 7,
      day: 5,
      hour: 7,
      minute: 5,
      second: 9,
    });
    expect(zoneOffsetSeconds(at('2026-07-05T12:00:00Z'), 'America/Chicago')).toBe(-5 * 3600);
    expect(zoneOffsetSeconds(at('2026-01-05T12:00:00Z'), 'America/Chicago')).toBe(-6 * 3600);
    expect(zoneOffsetSeconds(at('2026-01-05T12:00:00Z'), 'Australia/Adelaide')).toBe(10.5 * 3600);
  });

  it('finds the instant of a wall time on both sides of a daylight-saving change', () => {
    expect(wallTimeToEpoch({ year: 2026, month: 3, day: 8, hour: 1, minute: 30, second: 0 }, 'America/Chicago')).toBe(
      at('2026-03-08T07:30:00Z'),
    );
    expect(wallTimeToEpoch({ year: 2026, month: 3, day: 8, hour: 4, minute: 0, second: 0 }, 'America/Chicago')).toBe(
      at('2026-03-08T09:00:00Z'),
    );
    // 2:30 does not exist that night: it lands an hour earlier, on 1:30 CST.
    expect(wallTimeToEpoch({ year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0 }, 'America/Chicago')).toBe(
      at('2026-03-08T07:30:00Z'),
    );
    // 1:30 happens twice in November: the first (CDT) one.
    expect(wallTimeToEpoch({ year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 }, 'America/Chicago')).toBe(
      at('2026-11-01T06:30:00Z'),
    );
  });
});
