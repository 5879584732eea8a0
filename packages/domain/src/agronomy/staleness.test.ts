import { describe, expect, it } from 'vitest';
import { ageInWords, staleness } from './staleness';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const MIN = 60_000;

describe('staleness', () => {
  it('is fresh within the allowed missed reports (at least an hour)', () => {
    expect(staleness(NOW - 50 * MIN, NOW, 15)).toEqual({ stale: false, text: '' });
    expect(staleness(new Date(NOW - 60 * MIN).toISOString(), NOW, 15).stale).toBe(false);
  });

  it('says how long the data has been missing', () => {
    expect(staleness(NOW - 5 * 60 * MIN, NOW, 15)).toEqual({ stale: true, text: 'No data for 5 hours' });
    expect(staleness(new Date(NOW - 3 * 86_400_000).toISOString(), NOW)).toEqual({ stale: true, text: 'No data for 3 days' });
  });

  it('allows three missed reports of a long interval', () => {
    expect(staleness(NOW - 170 * MIN, NOW, 60).stale).toBe(false);
    expect(staleness(NOW - 181 * MIN, NOW, 60).text).toBe('No data for 3 hours');
  });

  it('answers no data yet before the first reading', () => {
    expect(staleness(null, NOW)).toEqual({ stale: true, text: 'No data yet' });
  });

  it('words an age in the largest whole unit', () => {
    expect(ageInWords(61 * MIN)).toBe('61 minutes');
    expect(ageInWords(121 * MIN)).toBe('2 hours');
    expect(ageInWords(47 * 60 * MIN)).toBe('47 hours');
    expect(ageInWords(49 * 60 * MIN)).toBe('2 days');
    expect(ageInWords(24 * 60 * MIN * 1)).toBe('24 hours');
  });
});
