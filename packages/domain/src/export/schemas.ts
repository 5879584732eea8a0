import { z } from 'zod';
import { pathIdSchema } from '../api/params';
import { isCalendarDate } from '../time/localDays';

/**
 * Export (issue 32): several sites' readings and the values derived from them, as one CSV table,
 * a zip of one CSV per site, or an XLSX workbook (a sheet per site and a summary sheet).
 */

/** What can be exported: what the server computes today from a site's readings and its overlays. */
export const EXPORT_MEASURES = [
  'moisture',
  'availableWater',
  'temperature',
  'salinity',
  'battery',
  'signal',
  'rain',
  'irrigation',
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
});
export type ExportManifest = z.infer<typeof exportManifestSchema>;
