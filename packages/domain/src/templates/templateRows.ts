import { z } from 'zod';

/**
 * A crop template's rows (spec 001 §3, §5, §9): from each start day (day 1 = the planting date)
 * the upper edge of each colour band of available water, in percent: red up to `red`, yellow up
 * to `yellow`, green up to `green`, light blue up to `light_blue` (always 100); above it is the
 * dark blue (over field capacity) region. So red, yellow and green play the parts of the fixed
 * thresholds RP, WL1 and WL2 for the days the row covers.
 */
export const templateRowSchema = z.object({
  start_day: z.number(),
  red: z.number(),
  yellow: z.number(),
  green: z.number(),
  light_blue: z.number(),
});
export type TemplateRow = z.infer<typeof templateRowSchema>;

export const TEMPLATE_BANDS = ['red', 'yellow', 'green', 'light_blue'] as const;
export type TemplateBand = (typeof TEMPLATE_BANDS)[number];

/** Spec 001 §9: a new template starts from one row 1/10/20/30/100. */
export const DEFAULT_TEMPLATE_ROW: Readonly<TemplateRow> = { start_day: 1, red: 10, yellow: 20, green: 30, light_blue: 100 };
/** Spec 001 §9: a new row starts 10 days after the last one. */
export const NEW_ROW_DAYS = 10;
/** Spec 001 §5: inputs step 0.01, two decimals. */
export const TEMPLATE_STEP = 0.01;
/** Rows a template may have; a season is at most a year of days, one row per day. */
export const MAX_TEMPLATE_ROWS = 400;
export const MAX_START_DAY = 1000;

/** The crop-template checks of spec 001 §5, with its exact messages. */
export const TEMPLATE_MESSAGES = {
  tooShort: 'Length of template data is too low',
  invalidStart: 'Has invalid start dates',
  duplicateStart: "Has duplicate 'Start Date's",
  blueBelow100: 'Dark Blue region has values less than 100',
  missing: 'Template has color region values missing',
  invalidSeries: 'Color series has invalid data',
} as const;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The crop-template check (spec 001 §5): the first rule broken, as the spec words it, or null.
 * Takes loose rows (an import or a request body) so every rule can be reported by its message.
 */
export function checkTemplateData(rows: readonly Readonly<Record<string, unknown>>[]): string | null {
  if (rows.length < 2) return TEMPLATE_MESSAGES.tooShort;
  const starts = rows.map((r) => r.start_day);
  if (!starts.every((s) => isNumber(s) && Number.isInteger(s) && s >= 1 && s <= MAX_START_DAY)) return TEMPLATE_MESSAGES.invalidStart;
  if (new Set(starts).size !== starts.length) return TEMPLATE_MESSAGES.duplicateStart;
  if (!rows.every((r) => TEMPLATE_BANDS.every((band) => r[band] !== undefined && r[band] !== null && r[band] !== ''))) {
    return TEMPLATE_MESSAGES.missing;
  }
  if (!rows.every((r) => isNumber(r.light_blue) && r.light_blue === 100)) return TEMPLATE_MESSAGES.blueBelow100;
  const ordered = rows.every((r) => {
    const values = TEMPLATE_BANDS.map((band) => r[band]);
    if (!values.every(isNumber)) return false;
    const [red, yellow, green, blue] = values as number[];
    return red! >= 0 && red! <= yellow! && yellow! <= green! && green! <= blue!;
  });
  return ordered ? null : TEMPLATE_MESSAGES.invalidSeries;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Rows as saved: sorted by start day, duplicate start days dropped (the first kept), values to 2 decimals. */
export function normaliseTemplateRows(rows: readonly TemplateRow[]): TemplateRow[] {
  const seen = new Set<number>();
  // Start days are whole days: two rows whose days truncate alike are duplicates too.
  return rows
    .map((r) => ({
      start_day: Math.trunc(r.start_day),
      red: round2(r.red),
      yellow: round2(r.yellow),
      green: round2(r.green),
      light_blue: round2(r.light_blue),
    }))
    .filter((r) => (seen.has(r.start_day) ? false : (seen.add(r.start_day), true)))
    .sort((a, b) => a.start_day - b.start_day);
}

/** Add Row: a copy of the last row (the latest start day, so an unsorted table gets no duplicate), 10 days later (spec 001 §9). */
export function nextTemplateRow(rows: readonly TemplateRow[]): TemplateRow {
  const last =
    rows.reduce<TemplateRow | undefined>((latest, r) => (latest && latest.start_day >= r.start_day ? latest : r), undefined) ??
    DEFAULT_TEMPLATE_ROW;
  return { ...last, start_day: last.start_day + NEW_ROW_DAYS };
}

/** The bands of season day `day` (1 = planting date): the last row starting on or before it; null before the first row. */
export function templateRowForDay(rows: readonly TemplateRow[], day: number): TemplateRow | null {
  let found: TemplateRow | null = null;
  for (const row of rows) {
    if (row.start_day <= day && (found === null || row.start_day > found.start_day)) found = row;
  }
  return found;
}
