import { templateSeries } from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import { templateBandSpans } from './templateBands';

const rows = [
  { start_day: 1, red: 10, yellow: 20, green: 30, light_blue: 100 },
  { start_day: 3, red: 40, yellow: 50, green: 60, light_blue: 100 },
];

describe('templateBandSpans', () => {
  it('merges the days of one row into one span from local midnight to local midnight', () => {
    const spans = templateBandSpans(templateSeries(rows, '2026-05-01', '2026-04-28', '2026-05-05'), 'UTC');
    expect(spans).toEqual([
      { from: Date.UTC(2026, 4, 1) / 1000, to: Date.UTC(2026, 4, 3) / 1000, rp: 10, wl1: 20, wl2: 30 },
      { from: Date.UTC(2026, 4, 3) / 1000, to: Date.UTC(2026, 4, 6) / 1000, rp: 40, wl1: 50, wl2: 60 },
    ]);
  });

  it('follows the farm time zone', () => {
    const [span] = templateBandSpans(templateSeries(rows, '2026-05-01', '2026-05-01', '2026-05-01'), 'America/Chicago');
    expect(span!.from).toBe(Date.UTC(2026, 4, 1, 5) / 1000);
    expect(span!.to).toBe(Date.UTC(2026, 4, 2, 5) / 1000);
  });

  it('has no spans before planting', () => {
    expect(templateBandSpans(templateSeries(rows, '2026-05-01', '2026-04-01', '2026-04-20'), 'UTC')).toEqual([]);
  });
});
