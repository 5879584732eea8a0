import { z } from 'zod';
import { pathIdSchema } from '../api/params';
import { isCalendarDate } from '../time/localDays';

/**
 * Export (issue 32): several sites' readings and the values derived from them, as one CSV table,
 * a zip of one CSV per site, or an XLSX workbook (a sheet per site and a summary sheet).
 */

/**
 * What can be exported: what the server computes today from a site's readings and its overlays, and
 * the planner's daily values — root-zone available water, ETo, ETc (ETo × the crop's Kc) and the
 * season's daily water account — one value per local day.
 */
export const EXPORT_MEASURES = [
  'moisture',
  'availableWater',
  'temperature',
  'salinity',
  'battery',
  'signal',
  'rain',
  'irrigation',
  'rootZoneAw',
  'eto',
  'etc',
  'waterAccount',
] as const;
export type ExportMeasure = (typeof EXPORT_MEASURES)[number];

export const EXPORT_INTERVALS = ['logged', 'hourly', 'daily'] as const;
export type ExportInterval = (typeof EXPORT_INTERVALS)[number];

export const EXPORT_FORMATS = ['csv', 'csvZip', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The media type of each format's file: asked for with Accept. */
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv',
  csvZip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The most sites one export takes, and the longest range (days, both ends counted). */
export const EXPORT_MAX_SITES = 500;
export const EXPORT_MAX_DAYS = 400;

const calendarDate = (field: string) => z.string().refine(isCalendarDate, { message: `${field} must be a date written YYYY-MM-DD.` });

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The number of calendar days from `from` to `to`, both counted. */
export const exportDays = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

export const exportRequestSchema = z
  .object({
    /** Site object ids (or site ids), each site once. */
    siteIds: z
      .array(pathIdSchema)
      .min(1, { message: 'Choose at least one site.' })
      .max(EXPORT_MAX_SITES, { message: `Choose at most ${EXPORT_MAX_SITES} sites.` }),
    /** The first and last local day of the farm's calendar, both included. */
    from: calendarDate('from'),
    to: calendarDate('to'),
    measures: z.array(z.enum(EXPORT_MEASURES)).min(1, { message: 'Choose at least one measurement.' }),
    interval: z.enum(EXPORT_INTERVALS),
    format: z.enum(EXPORT_FORMATS),
    /** The units to write; the user's preference when absent. */
    unit: z.enum(['feetInches', 'meters']).optional(),
  })
  .superRefine((request, ctx) => {
    if (!isCalendarDate(request.from) || !isCalendarDate(request.to)) return;
    const days = exportDays(request.from, request.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from.' });
    else if (days > EXPORT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `An export covers at most ${EXPORT_MAX_DAYS} days: choose a shorter range.` });
    }
  });
export type ExportRequest = z.infer<typeof exportRequestSchema>;

const exportSiteSchema = z.object({
  objectId: z.string(),
  siteId: z.string(),
  name: z.string(),
  farmName: z.string(),
});
export type ExportSite = z.infer<typeof exportSiteSchema>;

/** What an export holds: the sites it writes, and the ones their plan leaves out, with why. */
export const exportManifestSchema = z.object({
  included: z.array(exportSiteSchema),
  skipped: z.array(exportSiteSchema.extend({ reason: z.string() })),
  unit: z.enum(['feetInches', 'meters']),
  /** The file's name when downloaded. */
  fileName: z.string(),
  /** Included sites × days: the export's size as the background threshold counts it. */
  siteDays: z.number().int(),
  /** Whether the file is prepared as a background job (over the threshold) rather than streamed. */
  background: z.boolean(),
});
export type ExportManifest = z.infer<typeof exportManifestSchema>;

export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

/** A background export (issue 32): its progress, then its file until it expires. */
export const exportJobSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_JOB_STATUSES),
  format: z.enum(EXPORT_FORMATS),
  from: z.string(),
  to: z.string(),
  fileName: z.string(),
  sitesDone: z.number().int(),
  sitesTotal: z.number().int(),
  percent: z.number().int().min(0).max(100),
  /** The file's size once done, bytes. */
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the file is deleted; null until done. */
  expiresAt: z.string().nullable(),
  /** Why it failed, in words. */
  error: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;
export const exportJobListSchema = z.object({ jobs: z.array(exportJobSchema) });

/** The manifest of an export started as a background job: POST /export answers 202 with it. */
export const exportStartedSchema = exportManifestSchema.extend({ job: exportJobSchema });
export type ExportStarted = z.infer<typeof exportStartedSchema>;

/** A weekly e-mailed export: the dialog's choices, for the last `days` days before each Monday. */
export const exportScheduleSchema = z.object({
  id: z.string(),
  siteIds: z.array(z.string()),
  measures: z.array(z.enum(EXPORT_MEASURES)),
  interval: z.enum(EXPORT_INTERVALS),
  format: z.enum(EXPORT_FORMATS),
  unit: z.enum(['feetInches', 'meters']).nullable(),
  days: z.number().int(),
  /** 'Every Monday: the last 7 days of 3 sites, hourly, Excel (XLSX)'. */
  description: z.string(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ExportSchedule = z.infer<typeof exportScheduleSchema>;
export const exportScheduleListSchema = z.object({ schedules: z.array(exportScheduleSchema) });

/** The most weekly exports one user keeps. */
export const EXPORT_MAX_SCHEDULES = 20;

/** Weekly exports go on Monday from this hour of the farm's day, at most once in six days. */
export const EXPORT_SCHEDULE = { weekday: 1, hour: 6 } as const;

/** Whether a schedule is due: Monday from 06:00 farm time, and not sent in the last six days. */
export function exportScheduleIsDue(input: { weekday: number; hour: number; now: number; lastSentAt: number | null }): boolean {
  if (input.weekday !== EXPORT_SCHEDULE.weekday || input.hour < EXPORT_SCHEDULE.hour) return false;
  return input.lastSentAt === null || input.now - input.lastSentAt >= 6 * 86_400_000;
}

const FORMAT_NAMES: Record<ExportFormat, string> = { csv: 'CSV', csvZip: 'CSV per site (zip)', xlsx: 'Excel (XLSX)' };
const INTERVAL_WORDS: Record<ExportInterval, string> = { logged: 'as logged', hourly: 'hourly', daily: 'daily' };

/** A schedule in words. */
export function exportScheduleText(s: {
  siteIds: readonly string[];
  days: number;
  interval: ExportInterval;
  format: ExportFormat;
}): string {
  const sites = s.siteIds.length === 1 ? '1 site' : `${s.siteIds.length} sites`;
  const days = s.days === 1 ? 'the day before' : `the last ${s.days} days`;
  return `Every Monday: ${days} of ${sites}, ${INTERVAL_WORDS[s.interval]}, ${FORMAT_NAMES[s.format]}`;
}
