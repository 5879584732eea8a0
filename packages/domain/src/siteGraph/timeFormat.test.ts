import { describe, expect, it } from 'vitest';
import { formatExportTime, formatNoteTime } from './timeFormat';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('graph time formats', () => {
  it('formats exports as DD MMM YYYY H:mm in the farm’s zone', () => {
    expect(formatExportTime(at('2026-07-05T12:05:00Z'), 'America/Chicago')).toBe('05 Jul 2026 7:05');
    expect(formatExportTime(at('2026-01-01T05:30:00Z'), 'America/Chicago')).toBe('31 Dec 2025 23:30');
    expect(formatExportTime(at('2026-09-01T06:00:00Z'), 'America/Chicago')).toBe('01 Sep 2026 1:00');
    expect(formatExportTime(at('2026-03-01T05:00:00Z'), 'UTC')).toBe('01 Mar 2026 5:00');
  });

  it('formats midnight as 0:mm, not 24', () => {
    expect(formatExportTime(at('2026-07-05T05:00:00Z'), 'America/Chicago')).toBe('05 Jul 2026 0:00');
  });

  it('formats the note viewer as MM/DD/YY HH:mm', () => {
    expect(formatNoteTime(at('2026-07-05T12:05:00Z'), 'America/Chicago')).toBe('07/05/26 07:05');
    expect(formatNoteTime(at('2026-07-05T05:00:00Z'), 'America/Chicago')).toBe('07/05/26 00:00');
  });
});
