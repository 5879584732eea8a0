import { describe, expect, it } from 'vitest';
import { rangeError, rangeLabel, rangeOf } from './waterRange';

describe('water account range', () => {
  it('reads the range from the address, leaving out what is not a day', () => {
    expect(rangeOf(new URLSearchParams(''))).toEqual({});
    expect(rangeOf(new URLSearchParams('from=2026-03-01&to=2026-10-31'))).toEqual({ from: '2026-03-01', to: '2026-10-31' });
    expect(rangeOf(new URLSearchParams('from=March&to=2026-13-45'))).toEqual({});
  });

  it('says what is wrong with a typed range', () => {
    expect(rangeError('2026-03-01', '2026-10-31')).toBeNull();
    expect(rangeError('2026-03-01', '2026-03-01')).toBeNull();
    expect(rangeError('', '2026-10-31')).toBe('Choose the first day of the range.');
    expect(rangeError('2026-03-01', '')).toBe('Choose the last day of the range.');
    expect(rangeError('2026-11-01', '2026-10-31')).toBe('The first day must be on or before the last day.');
    expect(rangeError('2024-11-26', '2026-11-27')).toBe('Choose at most two years at a time.');
    expect(rangeError('2024-11-27', '2026-11-27')).toBeNull(); // 731 days, as the server allows
  });

  it('writes the range for the page and the printed report', () => {
    expect(rangeLabel('2026-01-01', '2026-11-27')).toBe('Jan 1 – Nov 27, 2026');
    expect(rangeLabel('2025-11-01', '2026-03-03')).toBe('Nov 1, 2025 – Mar 3, 2026');
    expect(rangeLabel('2026-11-27', '2026-11-27')).toBe('Nov 27, 2026');
  });
});
