import { describe, expect, it } from 'vitest';
import {
  checkTemplateData,
  DEFAULT_TEMPLATE_ROW,
  nextTemplateRow,
  normaliseTemplateRows,
  TEMPLATE_MESSAGES,
  templateRowForDay,
  type TemplateRow,
} from './templateRows';

const row = (start_day: number, red = 10, yellow = 20, green = 30, light_blue = 100): TemplateRow => ({
  start_day,
  red,
  yellow,
  green,
  light_blue,
});
const good = [row(1), row(11, 40, 50, 80)];

describe('checkTemplateData (spec 001 §5)', () => {
  it('passes two ordered rows, equal bands included', () => {
    expect(checkTemplateData(good)).toBeNull();
    expect(checkTemplateData([row(1, 0, 0, 0), row(2, 100, 100, 100)])).toBeNull();
  });

  it('wants at least two rows', () => {
    expect(checkTemplateData([])).toBe(TEMPLATE_MESSAGES.tooShort);
    expect(checkTemplateData([row(1)])).toBe(TEMPLATE_MESSAGES.tooShort);
  });

  it('wants whole start days from 1', () => {
    for (const start of [0, -3, 1.5, '5', null, undefined, Number.NaN, 1001]) {
      expect(checkTemplateData([row(1), { ...row(2), start_day: start }]), String(start)).toBe(TEMPLATE_MESSAGES.invalidStart);
    }
    expect(checkTemplateData([row(1), row(1000)])).toBeNull();
  });

  it('refuses duplicate start days', () => {
    expect(checkTemplateData([row(1), row(5), row(5, 20, 30, 40)])).toBe(TEMPLATE_MESSAGES.duplicateStart);
  });

  it('reports a band left out, null or empty as missing (before the blue check)', () => {
    for (const band of ['red', 'yellow', 'green', 'light_blue']) {
      const { [band as keyof TemplateRow]: _left, ...rest } = row(2);
      expect(checkTemplateData([row(1), rest]), band).toBe(TEMPLATE_MESSAGES.missing);
      expect(checkTemplateData([row(1), { ...row(2), [band]: null }]), band).toBe(TEMPLATE_MESSAGES.missing);
      expect(checkTemplateData([row(1), { ...row(2), [band]: '' }]), band).toBe(TEMPLATE_MESSAGES.missing);
    }
  });

  it('wants the blue edge at exactly 100', () => {
    expect(checkTemplateData([row(1), row(2, 10, 20, 30, 99.99)])).toBe(TEMPLATE_MESSAGES.blueBelow100);
    expect(checkTemplateData([row(1), row(2, 10, 20, 30, 150)])).toBe(TEMPLATE_MESSAGES.blueBelow100);
    expect(checkTemplateData([row(1), { ...row(2), light_blue: '100' }])).toBe(TEMPLATE_MESSAGES.blueBelow100);
  });

  it('wants red ≤ yellow ≤ green ≤ blue, none below 0, all numbers', () => {
    expect(checkTemplateData([row(1), row(2, 30, 20, 40)])).toBe(TEMPLATE_MESSAGES.invalidSeries);
    expect(checkTemplateData([row(1), row(2, 10, 50, 40)])).toBe(TEMPLATE_MESSAGES.invalidSeries);
    expect(checkTemplateData([row(1), row(2, 10, 20, 101)])).toBe(TEMPLATE_MESSAGES.invalidSeries);
    expect(checkTemplateData([row(1), row(2, -1, 20, 30)])).toBe(TEMPLATE_MESSAGES.invalidSeries);
    expect(checkTemplateData([row(1), { ...row(2), red: 'x' }])).toBe(TEMPLATE_MESSAGES.invalidSeries);
  });

  it('reports the first rule broken, in the spec’s order', () => {
    expect(checkTemplateData([row(0), row(0, 50, 20, 10, 90)])).toBe(TEMPLATE_MESSAGES.invalidStart);
    expect(checkTemplateData([row(3), row(3, 50, 20, 10, 90)])).toBe(TEMPLATE_MESSAGES.duplicateStart);
    expect(checkTemplateData([row(1), row(3, 50, 20, 10, 90)])).toBe(TEMPLATE_MESSAGES.blueBelow100);
  });
});

describe('normaliseTemplateRows', () => {
  it('sorts by start day, keeps the first of duplicate days and rounds values to 2 decimals', () => {
    expect(normaliseTemplateRows([row(20, 1.005, 2.3456, 3), row(1), row(20, 5, 6, 7), row(7.9, 1, 2, 3)])).toEqual([
      row(1),
      row(7, 1, 2, 3),
      { start_day: 20, red: 1, yellow: 2.35, green: 3, light_blue: 100 },
    ]);
  });

  it('treats start days that truncate alike as duplicates', () => {
    expect(normaliseTemplateRows([row(5.2), row(5.8, 1, 2, 3)])).toEqual([row(5)]);
  });

  it('leaves the input alone', () => {
    const input = [row(9), row(1)];
    normaliseTemplateRows(input);
    expect(input.map((r) => r.start_day)).toEqual([9, 1]);
  });
});

describe('nextTemplateRow (Add Row)', () => {
  it('copies the last row 10 days later', () => {
    expect(nextTemplateRow(good)).toEqual(row(21, 40, 50, 80));
  });

  it('starts from the latest start day in an unsorted table', () => {
    expect(nextTemplateRow([row(30, 5, 6, 7), row(1)])).toEqual(row(40, 5, 6, 7));
  });

  it('starts from the default row when there is none', () => {
    expect(nextTemplateRow([])).toEqual({ ...DEFAULT_TEMPLATE_ROW, start_day: 11 });
  });
});

describe('templateRowForDay', () => {
  const rows = [row(5, 1), row(1, 2), row(20, 3)];
  it('finds the row in force: the latest start on or before the day, in any order', () => {
    expect(templateRowForDay(rows, 1)?.red).toBe(2);
    expect(templateRowForDay(rows, 4)?.red).toBe(2);
    expect(templateRowForDay(rows, 5)?.red).toBe(1);
    expect(templateRowForDay(rows, 19)?.red).toBe(1);
    expect(templateRowForDay(rows, 500)?.red).toBe(3);
  });

  it('has none before the first row or for an empty template', () => {
    expect(templateRowForDay(rows, 0)).toBeNull();
    expect(templateRowForDay([row(3)], 2)).toBeNull();
    expect(templateRowForDay([], 10)).toBeNull();
  });
});
