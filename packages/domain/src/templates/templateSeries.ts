import { z } from 'zod';
import { templateRowForDay, type TemplateRow } from './templateRows';

/**
 * A template laid on a site's calendar (GET /sites/{siteId}/templates/{templateId}): one entry per
 * local day from the planting date (season day 1) through the range, each day with the bands of
 * the row in force; the last row holds until the range ends. Days before planting have no bands.
 */
export const templateSeriesSchema = z.object({
  plantingDate: z.string(),
  /** Local calendar days, YYYY-MM-DD. */
  dateSeries: z.array(z.string()),
  colorSeries: z.object({
    red: z.array(z.number()),
    yellow: z.array(z.number()),
    green: z.array(z.number()),
    light_blue: z.array(z.number()),
  }),
});
export type TemplateSeries = z.infer<typeof templateSeriesSchema>;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);
const isoOf = (dayNum: number) => new Date(dayNum * DAY_MS).toISOString().slice(0, 10);

/** Season day of a local date: 1 on the planting date. */
export function seasonDay(plantingDate: string, localDate: string): number {
  return dayNumber(localDate) - dayNumber(plantingDate) + 1;
}

/** The template over the local days `from`..`to` (inclusive, YYYY-MM-DD). */
export function templateSeries(rows: readonly TemplateRow[], plantingDate: string, from: string, to: string): TemplateSeries {
  const out: TemplateSeries = { plantingDate, dateSeries: [], colorSeries: { red: [], yellow: [], green: [], light_blue: [] } };
  const first = Math.max(dayNumber(from), dayNumber(plantingDate));
  const last = dayNumber(to);
  for (let d = first; d <= last; d++) {
    const date = isoOf(d);
    const row = templateRowForDay(rows, seasonDay(plantingDate, date));
    if (!row) continue;
    out.dateSeries.push(date);
    out.colorSeries.red.push(row.red);
    out.colorSeries.yellow.push(row.yellow);
    out.colorSeries.green.push(row.green);
    out.colorSeries.light_blue.push(row.light_blue);
  }
  return out;
}

/** The limits a template sets for one local day, in the thresholds' terms (RP, WL1, WL2 as % of available water). */
export function templateLimitsForDay(
  rows: readonly TemplateRow[],
  plantingDate: string | null,
  localDate: string,
): { rp: number; wl1: number; wl2: number } | null {
  if (!plantingDate) return null;
  const row = templateRowForDay(rows, seasonDay(plantingDate, localDate));
  return row && { rp: row.red, wl1: row.yellow, wl2: row.green };
}
