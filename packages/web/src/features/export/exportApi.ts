import { EXPORT_MEDIA_TYPES, exportEndpoints, farmEndpoints, siteEndpoints, type ExportRequest, type SiteListPage } from '@tilth/domain';
import { call, callFile } from '../../api/client';

/** Query keys of the Export dialog. */
export const exportKeys = {
  farms: ['export', 'farms'] as const,
  sites: (farmIds: string[]) => ['export', 'sites', farmIds] as const,
  manifest: (request: ExportRequest) => ['export', 'manifest', request] as const,
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

/** Downloads the export's file, named as the server names it. */
export async function downloadExport(request: ExportRequest, fileName: string): Promise<void> {
  const mediaType = EXPORT_MEDIA_TYPES[request.format];
  const bytes = await callFile(exportEndpoints.export, mediaType, { body: request });
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
