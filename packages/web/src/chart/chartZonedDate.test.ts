import { describe, expect, it } from 'vitest';

describe('chartZonedDate', () => {
  it('reads the zone’s wall time in local fields, across a daylight-saving change', async () => {
    const { chartZonedDate } = await import('./chartZonedDate');
    // 2026-03-08 07:30Z is 01:30 CST; 09:30Z is 04:30 CDT (clocks went forward at 2:00).
    const before = chartZonedDate(Date.parse('2026-03-08T07:30:00Z') / 1000, 'America/Chicago');
    const after = chartZonedDate(Date.parse('2026-03-08T09:30:00Z') / 1000, 'America/Chicago');
    expect([before.getDate(), before.getHours(), before.getMinutes()]).toEqual([8, 1, 30]);
    expect([after.getDate(), after.getHours(), after.getMinutes()]).toEqual([8, 4, 30]);
  });
});
