import { describe, expect, it } from 'vitest';
import { dateText, dateTimeText } from './dateText';

const MOMENTS = [
  '2026-11-24T08:05:00Z',
  '2026-01-01T00:00:00Z',
  '2026-06-15T12:00:00Z',
  '2026-06-15T23:59:30.500Z',
  '1999-12-31T13:07:00Z',
];

describe('dateText', () => {
  it("writes a day as 'Nov 24, 2026' on the viewer's clock", () => {
    const at = new Date(2026, 10, 24, 8, 5);
    expect(dateText(at)).toBe('Nov 24, 2026');
    expect(dateText(at.getTime())).toBe('Nov 24, 2026');
    expect(dateText(at.toISOString())).toBe('Nov 24, 2026');
  });

  it('says what each copy said: the shop invoice and subscription dates (en-US, seconds × 1000)', () => {
    for (const iso of MOMENTS) {
      const seconds = Date.parse(iso) / 1000;
      expect(dateText(seconds * 1000)).toBe(
        new Date(seconds * 1000).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
      );
    }
  });

  it("says what each copy said: Edit Profile's sessions and two-step dates (the browser's locale)", () => {
    for (const iso of MOMENTS) {
      expect(dateText(iso, 'viewer')).toBe(
        new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }),
      );
    }
  });

  it("reads an invalid moment as 'Invalid Date', as toLocaleDateString does", () => {
    expect(dateText('not a date')).toBe('Invalid Date');
  });
});

describe('dateTimeText', () => {
  it("writes a moment as 'Nov 24, 2026, 8:05 AM' (12-hour) on the viewer's clock", () => {
    expect(dateTimeText(new Date(2026, 10, 24, 8, 5))).toMatch(/^Nov 24, 2026, 8:05\sAM$/);
    expect(dateTimeText(new Date(2026, 10, 24, 20, 5))).toMatch(/^Nov 24, 2026, 8:05\sPM$/);
  });

  it('says what each copy said: site config moments (hour12), sensor card, stale graph, installation notes (en-US)', () => {
    for (const iso of MOMENTS) {
      const at = Date.parse(iso);
      const text = dateTimeText(iso);
      expect(dateTimeText(at)).toBe(text);
      expect(text).toBe(new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', hour12: true }));
      expect(text).toBe(new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
      expect(text).toBe(
        new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
          new Date(iso),
        ),
      );
    }
  });

  it("says what each copy said: the outbox and report recipients (the browser's locale)", () => {
    for (const iso of MOMENTS) {
      expect(dateTimeText(iso, 'viewer')).toBe(new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
    }
  });
});
