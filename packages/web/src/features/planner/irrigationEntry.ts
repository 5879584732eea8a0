import type { DepthUnit } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { logMessages, type LogKey } from './logMessages';
import type { IrrigationCreate } from './plannerApi';

/** The Log an irrigation form as typed: the day, and a depth (in the user's unit) or the hours the system ran. */
export interface IrrigationEntry {
  date: string;
  by: 'depth' | 'hours';
  depth: string;
  hours: string;
  note: string;
}

const MM_PER_INCH = 25.4;

/** Today as YYYY-MM-DD in the browser's zone (the grower's day). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const emptyEntry = (today: string): IrrigationEntry => ({ date: today, by: 'depth', depth: '', hours: '', note: '' });

/** The depth field's unit: inches, or millimetres for metric users. */
export const depthUnitLabel = (unit: DepthUnit) => (unit === 'meters' ? 'mm' : 'in');

/** A typed number: commas as decimal points are read too; null when it is not a number. */
export function readNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** A typed depth in the user's unit, in inches (to a thousandth). */
export function depthInches(value: number, unit: DepthUnit): number {
  return Math.round((unit === 'meters' ? value / MM_PER_INCH : value) * 1000) / 1000;
}

/** An application rate: "0.009 in/h" or "0.23 mm/h" (a pivot's rate over its whole circle is small). */
export function rateText(rateInPerHour: number, unit: DepthUnit): string {
  return unit === 'meters' ? `${(rateInPerHour * MM_PER_INCH).toFixed(2)} mm/h` : `${rateInPerHour.toFixed(3)} in/h`;
}

/** The gross depth the system puts on in these hours at its rate (in/h); null without a rate or hours. */
export function depthOfHours(hoursText: string, rateInPerHour: number | null): number | null {
  const hours = readNumber(hoursText);
  if (hours === null || hours <= 0 || rateInPerHour === null || !(rateInPerHour > 0)) return null;
  return hours * rateInPerHour;
}

/** The request, or the sentence saying what to fix. Limits are the server's (20 in, 720 h). */
export function irrigationBody(entry: IrrigationEntry, unit: DepthUnit, today: string): { body: IrrigationCreate } | { error: string } {
  const say = (key: LogKey) => ({ error: translate(logMessages, key) });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.date)) return say('errorDay');
  if (entry.date > today) return say('errorFuture');
  const note = entry.note.trim();
  if (entry.by === 'hours') {
    const hours = readNumber(entry.hours);
    if (hours === null || hours <= 0) return say('errorHours');
    if (hours > 720) return say('errorHoursMax');
    return { body: { date: entry.date, hours, source: 'logged', note } };
  }
  const typed = readNumber(entry.depth);
  const label = depthUnitLabel(unit);
  const typeDepth = label === 'mm' ? 'errorDepthMm' : 'errorDepthInches';
  if (typed === null || typed <= 0) return say(typeDepth);
  const depthIn = depthInches(typed, unit);
  if (depthIn <= 0) return say(typeDepth);
  if (depthIn > 20) return say(unit === 'meters' ? 'errorDepthMaxMm' : 'errorDepthMaxIn');
  return { body: { date: entry.date, depthIn, source: 'logged', note } };
}
