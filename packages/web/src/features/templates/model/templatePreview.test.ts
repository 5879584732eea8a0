import { describe, expect, it } from 'vitest';
import { templatePreview } from './templatePreview';

const rows = [
  { start_day: 1, red: 10, yellow: 20, green: 30, light_blue: 100 },
  { start_day: 3, red: 40, yellow: 50, green: 60, light_blue: 100 },
];
const day = (d: number) => Date.UTC(2026, 4, d) / 1000;

describe('templatePreview', () => {
  it('draws each row as a step from its first day to the end of its last', () => {
    const preview = templatePreview(rows, '2026-05-01', { from: day(1), to: day(4) + 3600 }, 'UTC');
    expect(preview.x).toEqual([day(1), day(3), day(3), day(5)]);
    expect(preview.series.map((s) => [...s.values])).toEqual([
      [10, 10, 40, 40],
      [20, 20, 50, 50],
      [30, 30, 60, 60],
    ]);
    expect(preview.spans).toHaveLength(2);
  });

  it('is empty when the range ends before planting', () => {
    expect(templatePreview(rows, '2026-06-01', { from: day(1), to: day(4) }, 'UTC').x).toEqual([]);
  });
});
