import {
  EXPORT_MEDIA_TYPES,
  exportEndpoints,
  farmEndpoints,
  siteEndpoints,
  type ExportFormat,
  type ExportJob,
  type ExportRequest,
  type SiteListPage,
} from '@tilth/domain';
import { call, callFile } from '../../api/client';

/** Query keys of the Export dialog. */
export const exportKeys = {
  farms: ['export', 'farms'] as const,
  sites: (farmIds: string[]) => ['export', 'sites', farmIds] as const,
  manifest: (request: ExportRequest) => ['export', 'manifest', request] as const,
  jobs: ['export', 'jobs'] as const,
  schedules: ['export', 'schedules'] as const,
};

/** Every farm the user sees, for the farm choice. */
export const fetchExportFarms = (signal?: AbortSignal) => call(farmEndpoints.picker, { query: { name: '' }, signal });

const PAGE = 200;

/** Every active site of these farms, by name. */
export async function fetchExportSites(farmIds: string[], signal?: AbortSignal): Promise<SiteListPage['sites']> {
  const sites: SiteListPage['sites'] = [];
  if (farmIds.length === 0) return sites;
  for (let skip = 0; ; skip += PAGE) {
    const page = await call(siteEndpoints.sitesOfFarms, {
      query: { query: 'Active', sort: 'ALPHA-ASC', skip, limit: PAGE, name: '', farmIds: farmIds.join(',') },
      signal,
    });
    sites.push(...page.sites);
    if (skip + PAGE >= page.total) return sites;
  }
}

/** What the export would hold: the sites written, the ones skipped and why, the units. */
export const fetchExportManifest = (request: ExportRequest, signal?: AbortSignal) =>
  call(exportEndpoints.export, { body: request, signal });

/** Hands bytes to the browser as a download. */
function saveBytes(bytes: Uint8Array, mediaType: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the export's file, named as the server names it. */
export async function downloadExport(request: ExportRequest, fileName: string): Promise<void> {
  const mediaType = EXPORT_MEDIA_TYPES[request.format];
  saveBytes(await callFile(exportEndpoints.export, mediaType, { body: request }), mediaType, fileName);
}

/** Prepares the export in the background: the job to follow. */
export const startExportJob = (request: ExportRequest) => call(exportEndpoints.startJob, { body: request });

/** The user's recent background exports, newest first. */
export const fetchExportJobs = async (signal?: AbortSignal) => (await call(exportEndpoints.jobs, { signal })).jobs;

/** Downloads a finished background export's file. */
export async function downloadExportJob(job: Pick<ExportJob, 'id' | 'format' | 'fileName'>): Promise<void> {
  const mediaType = EXPORT_MEDIA_TYPES[job.format as ExportFormat];
  saveBytes(await callFile(exportEndpoints.jobFile, mediaType, { params: { jobId: job.id } }), mediaType, job.fileName);
}

export const fetchExportSchedules = async (signal?: AbortSignal) => (await call(exportEndpoints.schedules, { signal })).schedules;
export const saveExportSchedule = (request: ExportRequest) => call(exportEndpoints.saveSchedule, { body: request });
export const deleteExportSchedule = (scheduleId: string) => call(exportEndpoints.deleteSchedule, { params: { scheduleId } });
