import { TEMPLATE_MESSAGES, THRESHOLD_PAGE_MESSAGES } from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  bandCap,
  defaultTemplateRows,
  deleteRow,
  insertRowBelow,
  isCsvFile,
  parseTemplateCsv,
  preparedRows,
  setCell,
  shiftColumn,
  templateCsv,
  templateFileName,
} from './templateEditor';

const rows = defaultTemplateRows();

describe('template editor rules', () => {
  it('starts from the default row and the one 10 days later', () => {
    expect(rows).toEqual([
      { start_day: 1, red: 10, yellow: 20, green: 30, light_blue: 100 },
      { start_day: 11, red: 10, yellow: 20, green: 30, light_blue: 100 },
    ]);
    expect(preparedRows(rows).error).toBeNull();
  });

  it('caps each band one step below the next and never below 0', () => {
    expect(bandCap(rows[0]!, 'red')).toBe(19.99);
    expect(bandCap(rows[0]!, 'green')).toBe(99.99);
    expect(setCell(rows, 0, 'red', 25)[0]!.red).toBe(19.99);
    expect(setCell(rows, 0, 'yellow', -3)[0]!.yellow).toBe(0);
    expect(setCell(rows, 0, 'green', 45.678)[0]!.green).toBe(45.68);
    expect(setCell(rows, 1, 'start_day', 14.7)[1]!.start_day).toBe(14);
  });

  it('moves a column by one point, capped, and refuses a minus that would go below 1', () => {
    const up = shiftColumn(rows, 'green', 1);
    expect(up.rows?.map((r) => r.green)).toEqual([31, 31]);
    const capped = shiftColumn(setCell(rows, 0, 'red', 19.5), 'red', 1);
    expect(capped.rows?.[0]!.red).toBe(19.99);
    expect(shiftColumn(rows, 'red', -1).rows?.map((r) => r.red)).toEqual([9, 9]);
    const low = shiftColumn(setCell(rows, 1, 'red', 1.5), 'red', -1);
    expect(low).toEqual({ rows: null, info: THRESHOLD_PAGE_MESSAGES.negative });
  });

  it('adds, inserts and deletes rows', () => {
    expect(addRow(rows).at(-1)!.start_day).toBe(21);
    expect(insertRowBelow(rows, 0).map((r) => r.start_day)).toEqual([1, 6, 11]);
    expect(insertRowBelow(rows, 1).map((r) => r.start_day)).toEqual([1, 11, 21]);
    expect(deleteRow(rows, 0)).toEqual([rows[1]]);
  });

  it('checks rows with the spec messages and drops duplicate start days when prepared', () => {
    expect(preparedRows([rows[0]!])).toEqual({ rows: null, error: TEMPLATE_MESSAGES.tooShort });
    expect(preparedRows([rows[1]!, rows[0]!]).rows?.map((r) => r.start_day)).toEqual([1, 11]);
  });
});

describe('template CSV', () => {
  it('exports and imports the same rows', () => {
    const text = templateCsv(rows);
    expect(text).toBe('Start Day,Red,Yellow,Green,Blue\n1,10,20,30,100\n11,10,20,30,100\n');
    expect(parseTemplateCsv(text)).toEqual({ rows, error: null });
  });

  it('skips empty lines and reads start days as integers', () => {
    const parsed = parseTemplateCsv('Start Day,Red,Yellow,Green,Blue\r\n\r\n1,12.5,20,30,100\n\n40.0,15,25,35.25,100\n');
    expect(parsed.rows).toEqual([
      { start_day: 1, red: 12.5, yellow: 20, green: 30, light_blue: 100 },
      { start_day: 40, red: 15, yellow: 25, green: 35.25, light_blue: 100 },
    ]);
  });

  it('answers the check message for bad files', () => {
    expect(parseTemplateCsv('Start Day,Red,Yellow,Green,Blue\n1,10,20,30,100\n').error).toBe(TEMPLATE_MESSAGES.tooShort);
    expect(parseTemplateCsv('h\n1,10,20,30,100\n5,10,,30,100').error).toBe(TEMPLATE_MESSAGES.missing);
    expect(parseTemplateCsv('h\n1,10,20,30,90\n5,10,20,30,100').error).toBe(TEMPLATE_MESSAGES.blueBelow100);
    expect(parseTemplateCsv('h\nx,10,20,30,100\n5,10,20,30,100').error).toBe(TEMPLATE_MESSAGES.invalidStart);
    expect(parseTemplateCsv('h\n1,40,20,30,100\n5,10,20,30,100').error).toBe(TEMPLATE_MESSAGES.invalidSeries);
  });

  it('names the file after the template and takes .csv files only', () => {
    expect(templateFileName('Corn / early')).toBe('Corn_early.csv');
    expect(templateFileName('  ')).toBe('template.csv');
    expect(isCsvFile({ name: 'rows.CSV' })).toBe(true);
    expect(isCsvFile({ name: 'rows.xlsx' })).toBe(false);
  });
});
