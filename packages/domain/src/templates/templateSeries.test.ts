import { describe, expect, it } from 'vitest';
import type { TemplateRow } from './templateRows';
import { seasonDay, templateLimitsForDay, templateSeries } from './templateSeries';

const rows: TemplateRow[] = [
  { start_day: 1, red: 40, yellow: 50, green: 90, light_blue: 100 },
  { start_day: 3, red: 55, yellow: 65, green: 85, light_blue: 100 },
];

describe('seasonDay', () => {
  it('is 1 on the planting date and counts across months and years', () => {
    expect(seasonDay('2026-05-01', '2026-05-01')).toBe(1);
    expect(seasonDay('2026-05-01', '2026-06-01')).toBe(32);
    expect(seasonDay('2026-12-31', '2027-01-01')).toBe(2);
    expect(seasonDay('2026-05-01', '2026-04-30')).toBe(0);
  });
});

describe('templateSeries', () => {
  it('lays the rows on the calendar from the planting date, the last row holding to the end', () => {
    expect(templateSeries(rows, '2026-05-01', '2026-05-01', '2026-05-05')).toEqual({
      plantingDate: '2026-05-01',
      dateSeries: ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'],
      colorSeries: {
        red: [40, 40, 55, 55, 55],
        yellow: [50, 50, 65, 65, 65],
        green: [90, 90, 85, 85, 85],
        light_blue: [100, 100, 100, 100, 100],
      },
    });
  });

  it('starts at the planting date when the range begins before it', () => {
    const series = templateSeries(rows, '2026-05-01', '2026-04-20', '2026-05-02');
    expect(series.dateSeries).toEqual(['2026-05-01', '2026-05-02']);
    expect(series.colorSeries.red).toEqual([40, 40]);
  });

  it('starts inside the season when the range does, with the row in force then', () => {
    const series = templateSeries(rows, '2026-05-01', '2026-05-04', '2026-05-04');
    expect(series.dateSeries).toEqual(['2026-05-04']);
    expect(series.colorSeries.red).toEqual([55]);
  });

  it('leaves out the days before the first row starts', () => {
    const late = [
      { ...rows[0]!, start_day: 3 },
      { ...rows[1]!, start_day: 4 },
    ];
    expect(templateSeries(late, '2026-05-01', '2026-05-01', '2026-05-04').dateSeries).toEqual(['2026-05-03', '2026-05-04']);
  });

  it('is empty for an empty or reversed range, or one ending before planting', () => {
    const empty = { plantingDate: '2026-05-01', dateSeries: [], colorSeries: { red: [], yellow: [], green: [], light_blue: [] } };
    expect(templateSeries(rows, '2026-05-01', '2026-05-05', '2026-05-04')).toEqual(empty);
    expect(templateSeries(rows, '2026-05-01', '2026-04-01', '2026-04-30')).toEqual(empty);
    expect(templateSeries([], '2026-05-01', '2026-05-01', '2026-05-04')).toEqual(empty);
  });

  it('keeps every series the same length as the dates', () => {
    const series = templateSeries(rows, '2026-01-15', '2026-01-01', '2026-12-31');
    expect(series.dateSeries).toHaveLength(351);
    for (const band of Object.values(series.colorSeries)) expect(band).toHaveLength(351);
    expect(series.dateSeries.at(-1)).toBe('2026-12-31');
  });
});

describe('templateLimitsForDay', () => {
  it('gives red, yellow and green of the day as RP, WL1 and WL2', () => {
    expect(templateLimitsForDay(rows, '2026-05-01', '2026-05-02')).toEqual({ rp: 40, wl1: 50, wl2: 90 });
    expect(templateLimitsForDay(rows, '2026-05-01', '2026-08-01')).toEqual({ rp: 55, wl1: 65, wl2: 85 });
  });

  it('has none without a planting date or before planting', () => {
    expect(templateLimitsForDay(rows, null, '2026-05-02')).toBeNull();
    expect(templateLimitsForDay(rows, '2026-05-01', '2026-04-30')).toBeNull();
  });
});
