import { z } from 'zod';
import { wallTime, wallTimeToEpoch, type WallTime } from '../time/zones';

/**
 * When the Farm Health Report goes out (decisions.md): at a local hour on a weekday (weekly) or
 * every day, in the farms' own time zones. A recipient gets one e-mail covering all their farms,
 * sent when the first of those farms' zones reaches the hour.
 */
export const REPORT_FREQUENCIES = ['weekly', 'daily', 'off'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

export const reportScheduleSchema = z.object({
  frequency: z.enum(REPORT_FREQUENCIES),
  /** 0 Sunday … 6 Saturday; weekly only. */
  weekday: z.number().int(),
  /** Local hour, 0–23. */
  hour: z.number().int(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

/** GET /farm-health-report/schedule: the schedule and its wording ('every Monday at 07:00 farm time'). */
export const reportScheduleViewSchema = reportScheduleSchema.extend({ description: z.string() });
export type ReportScheduleView = z.infer<typeof reportScheduleViewSchema>;

export const DEFAULT_REPORT_SCHEDULE: ReportSchedule = { frequency: 'weekly', weekday: 1, hour: 7 };

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const localParts = (instant: number, zone: string): WallTime => wallTime(Math.floor(instant / 1000), zone);

/** The instant a local wall-clock time occurs in a zone (rules of `wallTimeToEpoch` across a DST change). */
export function zonedTimeToUtc(year: number, month: number, day: number, hour: number, zone: string): number {
  return wallTimeToEpoch({ year, month, day, hour, minute: 0, second: 0 }, zone) * 1000;
}

/** The local calendar date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(instant: number, zone: string): string {
  const p = localParts(instant, zone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

function nextSlotIn(after: number, zone: string, schedule: ReportSchedule): number {
  const today = localParts(after, zone);
  for (let d = 0; d <= 8; d++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + d));
    if (schedule.frequency === 'weekly' && date.getUTCDay() !== schedule.weekday) continue;
    const instant = zonedTimeToUtc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), schedule.hour, zone);
    if (instant > after) return instant;
  }
  throw new Error(`no report slot found in ${zone}`);
}

/** The next send time strictly after `after`, or null when reports are off or there are no farms. */
export function nextReportAt(after: Date, zones: readonly string[], schedule: ReportSchedule): Date | null {
  if (schedule.frequency === 'off' || zones.length === 0) return null;
  const slots = [...new Set(zones)].map((zone) => nextSlotIn(after.getTime(), zone, schedule));
  return new Date(Math.min(...slots));
}

/**
 * The farm zone a recipient's report times are said in: the one whose clock sends at `at` (their
 * next send, the first of their farms' zones to reach the hour), else their first farm's; null
 * without farms. Zones sharing the offset then are the same clock: the first is named.
 */
export function reportZoneAt(at: Date | null, zones: readonly string[], schedule: ReportSchedule): string | null {
  if (zones.length === 0) return null;
  if (at === null || schedule.frequency === 'off') return zones[0]!;
  return zones.find((zone) => nextSlotIn(at.getTime() - 1, zone, schedule) === at.getTime()) ?? zones[0]!;
}

const farmTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the farm's clock shows it, its zone named: 'Mon, Nov 30, 2026, 7:00 AM CST'. The
 * report goes out at a farm hour, so a screen says it in farm time whatever the browser's zone.
 */
export function formatFarmTime(instant: Date | string, zone: string): string {
  let format = farmTimeFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    farmTimeFormats.set(zone, format);
  }
  // ICU puts a narrow no-break space before AM/PM; a plain one reads (and matches) the same everywhere.
  return format.format(new Date(instant)).replace(/\u202f/g, ' ');
}

/** 'every Monday at 07:00' / 'every day at 07:00' / 'never', for the page and the e-mail. */
export function describeSchedule(schedule: ReportSchedule): string {
  const time = `${String(schedule.hour).padStart(2, '0')}:00`;
  if (schedule.frequency === 'off') return 'never (scheduled sending is off)';
  if (schedule.frequency === 'daily') return `every day at ${time} farm time`;
  return `every ${WEEKDAY_NAMES[schedule.weekday]} at ${time} farm time`;
}
