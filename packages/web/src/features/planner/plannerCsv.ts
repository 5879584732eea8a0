import type { DepthUnit, PlannerRow } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { plannerMessages } from './messages';
import { cropOf, systemOf } from './plannerFilters';

/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading =+-@ is defused for spreadsheets. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The reason line and each missing input's message it doesn't already say. */
export function reasonText(row: PlannerRow): string {
  const rec = row.recommendation;
  const extra = rec.missing.map((m) => m.message).filter((message) => !rec.reason.includes(message));
  return [rec.reason, ...extra].filter(Boolean).join(' ');
}

const depth = (inches: number, unit: DepthUnit) => (unit === 'meters' ? Math.round(inches * 25.4) : Math.round(inches * 100) / 100);

/**
 * The planner's table as shown (its rows, in their order) as CSV: numbers without units, depths
 * in the user's unit (named in the heading), irrigate-by as a date.
 */
export function plannerCsv(rows: readonly PlannerRow[], unit: DepthUnit): string {
  const u = unit === 'meters' ? 'mm' : 'in';
  const header = (
    [
      'csvFarm',
      'csvSite',
      'csvCrop',
      'csvIrrigation',
      'csvAvailableWater',
      'csvDaysToRefill',
      'csvNet',
      'csvGross',
      'csvRunHours',
      'csvIrrigateBy',
      'csvReason',
    ] as const
  ).map((key) => translate(plannerMessages, key, { unit: u }));
  const lines = rows.map((row) => {
    const rec = row.recommendation;
    return [
      row.farmName,
      row.siteName,
      cropOf(row),
      systemOf(row),
      rec.now ? rec.now.percentFilled : null,
      rec.projection?.daysToRefill ?? null,
      rec.amount ? depth(rec.amount.netIn, unit) : null,
      rec.amount ? depth(rec.amount.grossIn, unit) : null,
      rec.runTime ? rec.runTime.hours : null,
      rec.irrigateBy,
      reasonText(row),
    ];
  });
  return [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** irrigation-plan-2026-11-27.csv */
export const plannerCsvFileName = (today: string) => `irrigation-plan-${today}.csv`;

/** Hands a text file to the browser as a download. */
export function downloadText(fileName: string, text: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
