import { MAX_YEARS_AHEAD, type ExpectedStage } from './siteConfigConstants';

/**
 * Validation of the Configuration and About pages (spec 002 §5) with its messages: pure functions
 * the web runs before saving and the server runs again on PATCH /site/{id} (its 400 carries the
 * same message, shown in the card's banner).
 */
export const SITE_CONFIG_MESSAGES = {
  saved: 'Data updated successfully',
  stagesMissing: 'Please Enter Dates for all Stages',
  stagesOutOfSequence: 'Please Enter Stage Dates In Sequence',
  stagesSameDate: 'Multiple stages cannot happen on the same Date',
  installDateRequired: 'Install date should have a value.',
  invalidDate: (label: string) => `${label} must be a valid MM/DD/YYYY date.`,
  tooFarAhead: (label: string) => `${label} cannot be later than two years from today.`,
  notANumber: (label: string) => `${label} must be a number.`,
  nameRequired: 'Site name is required.',
  required: (label: string) => `${label} is required.`,
  inProgressTitle: 'Update In Progress!',
  migrationInProgress:
    'The irrigation and rainfall data of this site are being migrated, Please refresh the page and check after some time',
  recomputeInProgress: 'Recompute all values is in progress, Please refresh the page and check after some time',
  outsideScope: 'The site cannot be moved there: choose a place inside your own area.',
  unknownType: (typeName: string, value: string) => `Unknown ${typeName}: ${value}`,
  idInUse: (label: string) => `${label} is already used by another site.`,
} as const;

/** How long the web shows the install-date message (spec 002 §5). */
export const INSTALL_DATE_MESSAGE_MS = 2000;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as the pages type it (MM/DD/YYYY, the documented format) or as ISO (YYYY-MM-DD), to
 * YYYY-MM-DD; null when it is neither or not a day of the calendar.
 */
export function parseSiteDate(text: string): string | null {
  const trimmed = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = us
    ? [Number(us[3]), Number(us[1]), Number(us[2])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** YYYY-MM-DD to the documented MM/DD/YYYY ('' for none). */
export function documentedDate(isoDay: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

/** The last day allowed: two years from today (both YYYY-MM-DD). */
export function latestAllowedDay(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + MAX_YEARS_AHEAD, m - 1, d));
  // 29 February two years on is 1 March: keep the last day of February instead.
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** A date field: valid, and not more than two years ahead. Answers the ISO day or the message. */
export function checkDate(text: string, label: string, today: string): { day: string } | { error: string } {
  const day = parseSiteDate(text);
  if (!day) return { error: SITE_CONFIG_MESSAGES.invalidDate(label) };
  if (day > latestAllowedDay(today)) return { error: SITE_CONFIG_MESSAGES.tooFarAhead(label) };
  return { day };
}

/** Install date (spec 002 §5): required, valid, not more than two years ahead. */
export function installDateError(text: string | null | undefined, today: string): string | null {
  if (!text || text.trim() === '') return SITE_CONFIG_MESSAGES.installDateRequired;
  const checked = checkDate(text, 'Install date', today);
  return 'error' in checked ? checked.error : null;
}

/** Planting date: empty allowed (no planting date); else valid and not more than two years ahead. */
export function plantingDateError(text: string | null | undefined, today: string): string | null {
  if (!text || text.trim() === '') return null;
  const checked = checkDate(text, 'Planting date', today);
  return 'error' in checked ? checked.error : null;
}

/**
 * Expected stages (spec 002 §5): every stage has a date; no two share one; they increase, the
 * first not before the planting date. Dates are YYYY-MM-DD (or MM/DD/YYYY).
 */
export function expectedStagesError(stages: readonly ExpectedStage[], plantingDate: string | null | undefined): string | null {
  const days = stages.map((s) => (s.stageDate ? parseSiteDate(s.stageDate) : null));
  if (days.some((d) => d === null)) return SITE_CONFIG_MESSAGES.stagesMissing;
  const sorted = days as string[];
  if (new Set(sorted).size !== sorted.length) return SITE_CONFIG_MESSAGES.stagesSameDate;
  const planting = plantingDate ? parseSiteDate(plantingDate) : null;
  const inSequence = sorted.every((day, i) => (i === 0 ? planting === null || day >= planting : day > sorted[i - 1]!));
  return inSequence ? null : SITE_CONFIG_MESSAGES.stagesOutOfSequence;
}

/** The earliest date a stage's picker offers: a day after the previous stage, or the planting date. */
export function stageMinimumDate(stages: readonly ExpectedStage[], index: number, plantingDate: string | null): string | null {
  if (index === 0) return plantingDate ? parseSiteDate(plantingDate) : null;
  const previous = stages[index - 1]?.stageDate;
  const day = previous ? parseSiteDate(previous) : null;
  if (!day) return null;
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** A numeric field that may be empty (well capacity, field size): null when fine, else the message. */
export function optionalNumberError(value: string | number | null | undefined, label: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  return Number.isFinite(Number(value)) ? null : SITE_CONFIG_MESSAGES.notANumber(label);
}

/** Site information (spec 002 §5): a name, and latitude and longitude as numbers in range. */
export function siteInformationError(input: {
  name: string;
  latitude: string | number | null;
  longitude: string | number | null;
}): string | null {
  if (input.name.trim() === '') return SITE_CONFIG_MESSAGES.nameRequired;
  for (const [label, value, limit] of [
    ['Latitude', input.latitude, 90],
    ['Longitude', input.longitude, 180],
  ] as const) {
    if (value === null || value === '') return SITE_CONFIG_MESSAGES.required(label);
    const n = Number(value);
    if (!Number.isFinite(n)) return SITE_CONFIG_MESSAGES.notANumber(label);
    if (Math.abs(n) > limit) return `${label} must lie between -${limit} and ${limit}.`;
  }
  return null;
}
