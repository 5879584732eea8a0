import {
  DEFAULT_TEMPLATE_ROW,
  NEW_ROW_DAYS,
  TEMPLATE_STEP,
  THRESHOLD_PAGE_MESSAGES,
  checkTemplateData,
  nextTemplateRow,
  normaliseTemplateRows,
  type TemplateRow,
} from '@tilth/domain';
import { translate } from '../../../i18n/catalog';
import { templatesMessages } from '../messages';

/**
 * The template table editor's rules (spec 001 §5 "Template table editor", §9): start days whole,
 * band values with two decimals, never negative, each band capped one step below the next
 * (red below yellow, yellow below green, green below light blue), light blue fixed at 100.
 */

export type EditableBand = 'red' | 'yellow' | 'green';
export const EDITABLE_BANDS: readonly EditableBand[] = ['red', 'yellow', 'green'];
type Field = 'start_day' | EditableBand;

const NEXT_BAND: Record<EditableBand, keyof TemplateRow> = { red: 'yellow', yellow: 'green', green: 'light_blue' };
/** What a column's + or − button adds or takes from every row (percentage points). */
export const COLUMN_DELTA = 1;

const round2 = (v: number) => Math.round(v * 100) / 100;

/** A new template's rows: the default row and the one 10 days after it (the check asks for two). */
export function defaultTemplateRows(): TemplateRow[] {
  return [{ ...DEFAULT_TEMPLATE_ROW }, nextTemplateRow([DEFAULT_TEMPLATE_ROW])];
}

/** The highest value a band may take in a row: one step below the next band. */
export function bandCap(row: TemplateRow, band: EditableBand): number {
  return round2(row[NEXT_BAND[band]] - TEMPLATE_STEP);
}

const clampBand = (row: TemplateRow, band: EditableBand, value: number) => Math.min(Math.max(0, round2(value)), bandCap(row, band));

/** One cell typed in: the start day as a whole number, a band as a decimal within its limits. */
export function setCell(rows: readonly TemplateRow[], index: number, field: Field, value: number): TemplateRow[] {
  if (!Number.isFinite(value)) return [...rows];
  return rows.map((row, i) => {
    if (i !== index) return row;
    if (field === 'start_day') return { ...row, start_day: Math.max(1, Math.trunc(value)) };
    return { ...row, [field]: clampBand(row, field, value) };
  });
}

/** Insert Row Below: a copy of the row, placed halfway to the next row's start day (10 days on after the last). */
export function insertRowBelow(rows: readonly TemplateRow[], index: number): TemplateRow[] {
  const row = rows[index];
  if (!row) return [...rows];
  const next = rows[index + 1];
  const start = next ? Math.max(row.start_day + 1, Math.floor((row.start_day + next.start_day) / 2)) : row.start_day + NEW_ROW_DAYS;
  return [...rows.slice(0, index + 1), { ...row, start_day: start }, ...rows.slice(index + 1)];
}

export function deleteRow(rows: readonly TemplateRow[], index: number): TemplateRow[] {
  return rows.filter((_, i) => i !== index);
}

/** Add Row: the last row again, 10 days later (spec 001 §9). */
export function addRow(rows: readonly TemplateRow[]): TemplateRow[] {
  return [...rows, nextTemplateRow(rows)];
}

/**
 * A column's + or − button. Plus raises every row, each capped one step below its next band.
 * Minus is refused, with the spec's Info text, when it would push any row below 1 (spec 001 §5).
 */
export function shiftColumn(
  rows: readonly TemplateRow[],
  band: EditableBand,
  direction: 1 | -1,
): { rows: TemplateRow[]; info: null } | { rows: null; info: string } {
  if (direction < 0 && rows.some((row) => row[band] - COLUMN_DELTA < 1)) return { rows: null, info: THRESHOLD_PAGE_MESSAGES.negative };
  return { rows: rows.map((row) => ({ ...row, [band]: clampBand(row, band, row[band] + direction * COLUMN_DELTA) })), info: null };
}

/** The rows as they will be saved or previewed, or the check's message (Update Preview, Save, Import). */
export function preparedRows(rows: readonly TemplateRow[]): { rows: TemplateRow[]; error: null } | { rows: null; error: string } {
  const error = checkTemplateData(rows);
  if (error) return { rows: null, error };
  return { rows: normaliseTemplateRows(rows), error: null };
}

// CSV export and import.

/** The export's header line, in the active language (the import skips the first line whatever it says). */
export const csvHeader = () =>
  (['csvStartDay', 'csvRed', 'csvYellow', 'csvGreen', 'csvBlue'] as const).map((key) => translate(templatesMessages, key));

export function templateCsv(rows: readonly TemplateRow[]): string {
  const lines = rows.map((r) => [r.start_day, r.red, r.yellow, r.green, r.light_blue].join(','));
  return `${[csvHeader().join(','), ...lines].join('\n')}\n`;
}

/** The export's file name: the template's name made safe for a file system. */
export function templateFileName(name: string): string {
  const safe = name
    .trim()
    .replace(/[^\w-]+/g, '_')
    .replace(/_+/g, '_');
  return `${safe || translate(templatesMessages, 'fileNameFallback')}.csv`;
}

export const csvOnly = () => translate(templatesMessages, 'csvOnly');

const parseCell = (text: string | undefined, whole: boolean): number | undefined => {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  const value = whole ? Number.parseInt(trimmed, 10) : Number.parseFloat(trimmed);
  return Number.isNaN(value) ? Number.NaN : value;
};

/**
 * Import (spec 001 §5): the first line is the header, empty lines are skipped; start day read as
 * an integer, the bands as decimals. The rows must pass the crop-template check.
 */
export function parseTemplateCsv(text: string): { rows: TemplateRow[]; error: null } | { rows: null; error: string } {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const loose = lines.slice(1).map((line) => {
    const cells = line.split(',');
    return {
      start_day: parseCell(cells[0], true),
      red: parseCell(cells[1], false),
      yellow: parseCell(cells[2], false),
      green: parseCell(cells[3], false),
      light_blue: parseCell(cells[4], false),
    };
  });
  const error = checkTemplateData(loose);
  if (error) return { rows: null, error };
  return { rows: normaliseTemplateRows(loose as TemplateRow[]), error: null };
}

export const isCsvFile = (file: { name: string }) => /\.csv$/i.test(file.name);
