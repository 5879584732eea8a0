import { describe, expect, it } from 'vitest';
import { depthInches, depthOfHours, emptyEntry, irrigationBody, localToday, rateText, readNumber } from './irrigationEntry';

const today = '2026-11-27';
const entry = { ...emptyEntry(today) };

describe('Log an irrigation form', () => {
  it('starts today, by depth', () => {
    expect(emptyEntry(today)).toEqual({ date: today, by: 'depth', depth: '', hours: '', note: '' });
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('sends a depth in inches, converting millimetres', () => {
    expect(irrigationBody({ ...entry, depth: '1.25' }, 'feetInches', today)).toEqual({
      body: { date: today, depthIn: 1.25, source: 'logged', note: '' },
    });
    expect(irrigationBody({ ...entry, depth: '25,4', note: ' pivot ' }, 'meters', today)).toEqual({
      body: { date: today, depthIn: 1, source: 'logged', note: 'pivot' },
    });
    expect(depthInches(30, 'meters')).toBe(1.181);
  });

  it('sends hours as typed, and shows the depth they put on at the system’s rate', () => {
    expect(irrigationBody({ ...entry, by: 'hours', hours: '12' }, 'feetInches', today)).toEqual({
      body: { date: today, hours: 12, source: 'logged', note: '' },
    });
    expect(depthOfHours('12', 0.05)).toBeCloseTo(0.6);
    expect(depthOfHours('12', null)).toBeNull();
    expect(depthOfHours('', 0.05)).toBeNull();
    expect(rateText(0.0092, 'feetInches')).toBe('0.009 in/h');
    expect(rateText(0.0092, 'meters')).toBe('0.23 mm/h');
  });

  it('says what to fix', () => {
    expect(irrigationBody({ ...entry, depth: '' }, 'feetInches', today)).toEqual({
      error: 'Type the depth applied in inches, more than 0.',
    });
    expect(irrigationBody({ ...entry, depth: 'lots' }, 'meters', today)).toEqual({
      error: 'Type the depth applied in millimetres, more than 0.',
    });
    expect(irrigationBody({ ...entry, depth: '21' }, 'feetInches', today)).toEqual({ error: 'The depth cannot be more than 20 in.' });
    expect(irrigationBody({ ...entry, by: 'hours', hours: '0' }, 'feetInches', today)).toEqual({
      error: 'Type the hours the system ran, more than 0.',
    });
    expect(irrigationBody({ ...entry, by: 'hours', hours: '800' }, 'feetInches', today)).toEqual({
      error: 'The hours cannot be more than 720 (30 days).',
    });
    expect(irrigationBody({ ...entry, date: '2026-11-28', depth: '1' }, 'feetInches', today)).toEqual({
      error: 'The day cannot be in the future.',
    });
    expect(irrigationBody({ ...entry, date: '', depth: '1' }, 'feetInches', today)).toEqual({
      error: 'Choose the day the field was irrigated.',
    });
    expect(readNumber(' 2.5 ')).toBe(2.5);
  });
});
