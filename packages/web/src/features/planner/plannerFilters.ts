import type { PlannerRow } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { plannerMessages } from './messages';
import { domainText } from '../../i18n/domainText';

/** "Due within" choices: today, 1, 3 or 7 days, or every site. */
export const DUE_CHOICES = ['0', '1', '3', '7', 'all'] as const;
export type DueChoice = (typeof DUE_CHOICES)[number];

/** A "due within" choice's words: "Today", "1 day", "3 days", "All". */
export function dueChoiceLabel(choice: DueChoice): string {
  if (choice === 'all') return translate(plannerMessages, 'dueAll');
  if (choice === '0') return translate(plannerMessages, 'dueToday');
  return translate(plannerMessages, 'days', { count: Number(choice) });
}

/** The planner's filters as they sit in the page's address (?farm=…&crop=…&type=…&due=…). */
export interface PlannerFilters {
  farmId: string | null;
  crop: string | null;
  irrigationType: string | null;
  due: DueChoice;
}

/** What the rows without a crop or a system are filed under ("No crop", "None"), in the language shown. */
const noCrop = () => translate(plannerMessages, 'noCrop');
const noSystem = () => translate(plannerMessages, 'noSystem');

const isDue = (value: string | null): value is DueChoice => DUE_CHOICES.some((c) => c === value);

export function filtersOf(search: URLSearchParams): PlannerFilters {
  const due = search.get('due');
  return {
    farmId: search.get('farm') || null,
    crop: search.get('crop') || null,
    irrigationType: search.get('type') || null,
    due: isDue(due) ? due : 'all',
  };
}

/** The address's search of the filters: unset ones are left out. */
export function searchOf(filters: PlannerFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.farmId) search.set('farm', filters.farmId);
  if (filters.crop) search.set('crop', filters.crop);
  if (filters.irrigationType) search.set('type', filters.irrigationType);
  if (filters.due !== 'all') search.set('due', filters.due);
  return search;
}

/** The server's part of the filters: the farm and how soon (the rows come back ranked). */
export function plannerQueryOf(filters: PlannerFilters): { farmId?: string; dueWithinDays?: number } {
  return {
    ...(filters.farmId ? { farmId: filters.farmId } : {}),
    ...(filters.due !== 'all' ? { dueWithinDays: Number(filters.due) } : {}),
  };
}

export const cropOf = (row: PlannerRow) => row.crop ?? noCrop();
// The stored system names are the specification's list (English), shown in the app's language.
export const systemOf = (row: PlannerRow) => (row.irrigationType ? domainText(row.irrigationType) : noSystem());

/** The browser's part: crop and irrigation type, keeping the server's order. */
export function filterRows(rows: readonly PlannerRow[], filters: PlannerFilters): PlannerRow[] {
  return rows.filter(
    (row) =>
      (filters.crop === null || cropOf(row) === filters.crop) &&
      (filters.irrigationType === null || systemOf(row) === filters.irrigationType),
  );
}

/** Distinct values A to Z, with the chosen one kept even when no row has it now. */
export function optionsOf(rows: readonly PlannerRow[], valueOf: (row: PlannerRow) => string, chosen: string | null): string[] {
  const values = new Set(rows.map(valueOf));
  if (chosen) values.add(chosen);
  return [...values].sort((a, b) => a.localeCompare(b));
}
