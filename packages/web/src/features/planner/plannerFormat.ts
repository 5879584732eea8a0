import { formatDepth, type DepthUnit, type PlannerRow, type Recommendation } from '@tilth/domain';
import { intlLocale, translate } from '../../i18n/catalog';
import { plannerMessages } from './messages';

/** How a planner row's numbers read on screen; '—' where the recommendation has no such number. */

const DASH = '—';

/** "Thu, Dec 3" for a local day (YYYY-MM-DD), read as a calendar day whatever the browser's zone. */
export function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return d.toLocaleDateString(intlLocale(), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** "42 %" of the root zone's available water. */
export function availableWaterText(rec: Recommendation): string {
  return rec.now ? `${Math.round(rec.now.percentFilled)} %` : DASH;
}

/** "Now", "1 day", "4 days"; "Over 7 days" when the refill point is beyond the forecast. */
export function daysToRefillText(rec: Recommendation): string {
  const projection = rec.projection;
  if (!projection) return DASH;
  if (projection.daysToRefill === null) return translate(plannerMessages, 'overDays', { days: String(projection.days.length) });
  if (projection.daysToRefill === 0) return translate(plannerMessages, 'now');
  return translate(plannerMessages, 'days', { count: projection.daysToRefill });
}

export function netDepthText(rec: Recommendation, unit: DepthUnit): string {
  return rec.amount ? formatDepth(rec.amount.netIn, unit) : DASH;
}

export function grossDepthText(rec: Recommendation, unit: DepthUnit): string {
  return rec.amount ? formatDepth(rec.amount.grossIn, unit) : DASH;
}

const isPivot = (irrigationType: string | null) => (irrigationType ?? '').toLowerCase().includes('pivot');

/** A long run in days and hours, "5.2 days (125 h)", as the domain's formatRunTime writes it in English. */
const runDaysText = (hours: number) =>
  translate(plannerMessages, 'runDays', { days: String(Math.round((hours / 24) * 10) / 10), hours: String(Math.round(hours)) });

/** Hours the system runs; a pivot's run of a day or more also in days ("2.5 days (60 h)"). */
export function runTimeText(row: Pick<PlannerRow, 'irrigationType' | 'recommendation'>): string {
  const runTime = row.recommendation.runTime;
  if (!runTime) return DASH;
  if (runTime.hours >= 24 && isPivot(row.irrigationType)) return runDaysText(runTime.hours);
  return `${runTime.hours < 10 ? Math.round(runTime.hours * 10) / 10 : Math.round(runTime.hours)} h`;
}

/** "Now" when due (and whether it is overdue), else the day to start by; '—' beyond the forecast. */
export function irrigateByText(rec: Recommendation): { text: string; overdue: boolean; due: boolean } {
  if (rec.status === 'due') return { text: translate(plannerMessages, 'now'), overdue: rec.overdue, due: true };
  if (!rec.irrigateBy) return { text: rec.status === 'ok' ? translate(plannerMessages, 'notThisWeek') : DASH, overdue: false, due: false };
  return { text: dayLabel(rec.irrigateBy), overdue: false, due: false };
}

/** A short word for the row's state, and its colour (light badges: theme.ts darkens their text to pass WCAG AA). */
export function statusBadge(rec: Recommendation): { label: string; color: string } {
  const label = (
    key: 'statusOverdue' | 'statusIrrigateNow' | 'statusDueSoon' | 'statusNotDue' | 'statusOutOfSeason' | 'statusNeedsInput',
  ) => translate(plannerMessages, key);
  switch (rec.status) {
    case 'due':
      return rec.overdue ? { label: label('statusOverdue'), color: 'red' } : { label: label('statusIrrigateNow'), color: 'red' };
    case 'soon':
      return { label: label('statusDueSoon'), color: 'yellow' };
    case 'ok':
      return { label: label('statusNotDue'), color: 'field' };
    case 'outOfSeason':
      return { label: label('statusOutOfSeason'), color: 'gray' };
    case 'incomplete':
      return { label: label('statusNeedsInput'), color: 'gray' };
  }
}

/** Whether the site's plan includes the planner (a row of a None site only says it doesn't). */
export const planOffersPlanner = (rec: Recommendation) => !rec.missing.some((m) => m.input === 'plan');
