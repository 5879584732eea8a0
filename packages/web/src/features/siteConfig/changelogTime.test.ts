import { describe, expect, it } from 'vitest';
import { changelogTime, changelogValue } from './changelogTime';

describe('changelogTime', () => {
  it('shows the time in 12-hour form in the given zone', () => {
    expect(changelogTime('2026-11-24T14:05:00.000Z', 'America/Chicago')).toBe('Nov 24, 2026, 8:05 AM');
    expect(changelogTime('2026-11-24T23:30:00.000Z', 'America/Chicago')).toBe('Nov 24, 2026, 5:30 PM');
  });

  it('crosses midnight with the zone', () => {
    expect(changelogTime('2026-11-25T03:00:00.000Z', 'America/Los_Angeles')).toBe('Nov 24, 2026, 7:00 PM');
  });

  it('leaves a text that is not a time as it is', () => {
    expect(changelogTime('soon')).toBe('soon');
  });
});

describe('changelogValue', () => {
  it('shows empty values as a dash', () => {
    expect(changelogValue(null)).toBe('—');
    expect(changelogValue(' ')).toBe('—');
    expect(changelogValue('Corn')).toBe('Corn');
  });

  it('shows a day as the pages write dates', () => {
    expect(changelogValue('2026-10-05')).toBe('Oct 5, 2026');
  });
});
