import { describe, expect, it } from 'vitest';
import { offlineSentence } from './offlineSentence';

// 27 Nov 2026, 15:00 in Chicago (21:00 UTC).
const now = Date.UTC(2026, 10, 27, 21, 0);
const chicago = 'America/Chicago';

describe('offlineSentence', () => {
  it('says the time today on a 12-hour clock in US English', () => {
    const at = Date.UTC(2026, 10, 27, 16, 42); // 10:42 in Chicago
    expect(offlineSentence(at, now, 'en-US', chicago)).toBe('Offline — data from 10:42 AM today');
  });

  it('follows the viewer’s way of writing the time (24-hour in British English)', () => {
    const at = Date.UTC(2026, 10, 27, 16, 42);
    expect(offlineSentence(at, now, 'viewer', 'Europe/London').replace(/\u202f/g, ' ')).toMatch(
      /^Offline — data from (16:42|4:42 PM) today$/,
    );
  });

  it('says yesterday by the calendar of the viewer’s clock, not 24 hours back', () => {
    // 23:30 the day before in Chicago is 15.5 hours earlier and still yesterday.
    const at = Date.UTC(2026, 10, 27, 5, 30);
    expect(offlineSentence(at, now, 'en-US', chicago)).toBe('Offline — data from 11:30 PM yesterday');
  });

  it('names the day when older, with the year only when it is another year', () => {
    expect(offlineSentence(Date.UTC(2026, 10, 3, 18, 0), now, 'en-US', chicago)).toBe('Offline — data from Nov 3');
    expect(offlineSentence(Date.UTC(2025, 11, 30, 18, 0), now, 'en-US', chicago)).toBe('Offline — data from Dec 30, 2025');
  });

  it('says where the data comes from when no time is known', () => {
    expect(offlineSentence(null, now)).toBe('Offline — showing what is saved on this device');
  });
});
