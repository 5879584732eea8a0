import { describe, expect, it } from 'vitest';
import { customRangeOf, DEFAULT_GRAPH_SETTINGS } from './graphPreference';

const at = (iso: string) => Date.parse(iso) / 1000;
const saved = (fromDate: number | null, toDate: number | null) => ({
  ...DEFAULT_GRAPH_SETTINGS,
  timePeriod: { name: 'CUSTOM' as const, fromDate, toDate },
});

describe('the saved custom range', () => {
  it('is restored when Set would accept it', () => {
    const range = { from: at('2026-01-01T00:00:00Z'), to: at('2026-07-01T00:00:00Z') };
    expect(customRangeOf(saved(range.from, range.to))).toEqual(range);
  });

  it('is dropped when the series call would refuse it: missing, reversed, before 2000 or over 400 days', () => {
    expect(customRangeOf(saved(null, at('2026-07-01T00:00:00Z')))).toBeNull();
    expect(customRangeOf(saved(at('2026-07-01T00:00:00Z'), at('2026-01-01T00:00:00Z')))).toBeNull();
    expect(customRangeOf(saved(0, at('2026-07-01T00:00:00Z')))).toBeNull();
    expect(customRangeOf(saved(at('2024-01-01T00:00:00Z'), at('2026-07-01T00:00:00Z')))).toBeNull();
  });
});
