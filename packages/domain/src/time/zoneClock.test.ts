import { describe, expect, it } from 'vitest';
import { zoneClock } from './zoneClock';

const HOUR = 3600;
const at = (iso: string) => Date.parse(iso) / 1000;

describe('the farm clock', () => {
  it('follows daylight saving time in the farm zone', () => {
    const clock = zoneClock('America/Chicago', at('2026-01-01T00:00:00Z'), at('2026-12-31T00:00:00Z'));
    expect(clock.offsetAt(at('2026-01-15T12:00:00Z'))).toBe(-6 * HOUR);
    expect(clock.offsetAt(at('2026-07-15T12:00:00Z'))).toBe(-5 * HOUR);
    // Clocks went forward at 02:00 CST on 8 March 2026, i.e. 08:00 UTC.
    expect(clock.offsetAt(at('2026-03-08T07:59:59Z'))).toBe(-6 * HOUR);
    expect(clock.offsetAt(at('2026-03-08T08:00:00Z'))).toBe(-5 * HOUR);
  });

  it('falls back to the given offset for a zone the runtime does not know', () => {
    expect(zoneClock('Mars/Olympus_Mons', 0, 86_400, -7 * HOUR).offsetAt(1000)).toBe(-7 * HOUR);
  });
});
