import { describe, expect, it } from 'vitest';
import { describeSchedule, formatFarmTime, localDate, nextReportAt, reportZoneAt, zonedTimeToUtc } from './reportSchedule';

const weekly = { frequency: 'weekly' as const, weekday: 1, hour: 7 };

describe('report schedule', () => {
  it('turns local wall-clock times into instants, across daylight-saving changes', () => {
    expect(new Date(zonedTimeToUtc(2026, 1, 12, 7, 'America/Chicago')).toISOString()).toBe('2026-01-12T13:00:00.000Z');
    expect(new Date(zonedTimeToUtc(2026, 7, 13, 7, 'America/Chicago')).toISOString()).toBe('2026-07-13T12:00:00.000Z');
    expect(new Date(zonedTimeToUtc(2026, 3, 8, 7, 'America/Chicago')).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(new Date(zonedTimeToUtc(2026, 5, 4, 7, 'Etc/GMT-5')).toISOString()).toBe('2026-05-04T02:00:00.000Z');
    expect(localDate(Date.parse('2026-05-04T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-05-03');
  });

  it('sends weekly on the weekday at the local hour of the first farm zone to reach it', () => {
    // Sunday 2026-11-22 12:00 UTC: next Monday 07:00 is 13:00 UTC in Chicago, 15:00 UTC in Los Angeles.
    const after = new Date('2026-11-22T12:00:00Z');
    expect(nextReportAt(after, ['America/Los_Angeles'], weekly)!.toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(nextReportAt(after, ['America/Los_Angeles', 'America/Chicago'], weekly)!.toISOString()).toBe('2026-11-23T13:00:00.000Z');
    // Just after a send, the next one is a week later.
    expect(nextReportAt(new Date('2026-11-23T13:00:00Z'), ['America/Chicago'], weekly)!.toISOString()).toBe('2026-11-30T13:00:00.000Z');
  });

  it('sends daily, or never', () => {
    const after = new Date('2026-11-23T14:00:00Z');
    expect(nextReportAt(after, ['America/Chicago'], { ...weekly, frequency: 'daily' })!.toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(nextReportAt(after, ['America/Chicago'], { ...weekly, frequency: 'off' })).toBeNull();
    expect(nextReportAt(after, [], weekly)).toBeNull();
    expect(describeSchedule(weekly)).toBe('every Monday at 07:00 farm time');
  });

  it('says a send time in the farm’s zone, naming it, whatever the zone the code runs in', () => {
    // Two farm zones, so at least one differs from the runner's (and the browser's, on a screen).
    const runner = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const cases = [
      { zone: 'America/Chicago', at: '2026-11-30T13:00:00.000Z', text: 'Mon, Nov 30, 2026, 7:00 AM CST' },
      { zone: 'Asia/Tokyo', at: '2026-11-29T22:00:00.000Z', text: 'Mon, Nov 30, 2026, 7:00 AM GMT+9' },
      { zone: 'America/Chicago', at: '2026-07-13T12:00:00.000Z', text: 'Mon, Jul 13, 2026, 7:00 AM CDT' },
    ];
    expect(cases.some((c) => c.zone !== runner)).toBe(true);
    for (const { zone, at, text } of cases) {
      expect(formatFarmTime(at, zone)).toBe(text);
      expect(formatFarmTime(new Date(at), zone)).toBe(text);
    }
  });

  it('names the zone whose clock sends the next report, else the first farm’s', () => {
    const zones = ['America/Los_Angeles', 'America/Chicago'];
    const next = nextReportAt(new Date('2026-11-22T12:00:00Z'), zones, weekly)!;
    expect(reportZoneAt(next, zones, weekly)).toBe('America/Chicago');
    expect(formatFarmTime(next, reportZoneAt(next, zones, weekly)!)).toBe('Mon, Nov 23, 2026, 7:00 AM CST');
    expect(reportZoneAt(new Date('2026-11-23T15:00:00Z'), zones, weekly)).toBe('America/Los_Angeles');
    expect(reportZoneAt(null, zones, weekly)).toBe('America/Los_Angeles');
    expect(reportZoneAt(next, zones, { ...weekly, frequency: 'off' })).toBe('America/Los_Angeles');
    expect(reportZoneAt(next, [], weekly)).toBeNull();
  });
});
