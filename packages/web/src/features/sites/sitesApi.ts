import type { FarmDetail, FarmSettingsUpdate, SITE_SORTS, SiteListPage, ThumbnailAnswer, WeatherDay, WeatherUnit } from '@tilth/domain';
import type { TeamView } from '@tilth/domain/accounts/views';
import { api, requestEnvelope } from '../../api/client';

export type SiteTab = 'Active' | 'Pending';
export type SiteSort = (typeof SITE_SORTS)[number];

export interface SiteListParams {
  farmIds: string[];
  tab: SiteTab;
  sort: SiteSort;
  /** Server-side search text ('' for none). */
  name: string;
}

/** Cards per request; the list asks for the next page when scrolled to 90 %. */
export const SITE_PAGE_SIZE = 20;
/** The most the list API answers at once: the map and local search read whole farms in these. */
export const SITE_PAGE_MAX = 200;

const id = encodeURIComponent;

/** Query keys of the sites area; everything starts with ['sites'] so one invalidation refreshes it. */
export const siteKeys = {
  all: ['sites'] as const,
  list: (params: SiteListParams) => ['sites', 'list', params] as const,
  every: (farmIds: string[], tab: SiteTab, sort: SiteSort) => ['sites', 'every', farmIds, tab, sort] as const,
  farm: (farmId: string) => ['sites', 'farm', farmId] as const,
  weather: (lat: number, lon: number, unit: WeatherUnit) => ['weather', lat, lon, unit] as const,
  thumbnails: (siteIds: string[]) => ['sites', 'thumbnails', siteIds] as const,
  header: (siteObjId: string) => ['sites', 'header', siteObjId] as const,
};

function listPath(params: SiteListParams, skip: number, limit: number): string {
  const search = new URLSearchParams({ query: params.tab, sort: params.sort, skip: String(skip), limit: String(limit) });
  if (params.name) search.set('name', params.name);
  if (params.farmIds.length === 1) return `/farm/${id(params.farmIds[0]!)}/sites?${search}`;
  search.set('farmIds', params.farmIds.join(','));
  return `/sites?${search}`;
}

export const fetchSitePage = (params: SiteListParams, skip: number, limit: number, signal?: AbortSignal) =>
  api.get<SiteListPage>(listPath(params, skip, limit), signal);

/** Every site of the farms in a tab (the map, and local search over several farms). */
export async function fetchEverySite(
  farmIds: string[],
  tab: SiteTab,
  sort: SiteSort,
  signal?: AbortSignal,
): Promise<SiteListPage['sites']> {
  const sites: SiteListPage['sites'] = [];
  for (let skip = 0; ; skip += SITE_PAGE_MAX) {
    const page = await fetchSitePage({ farmIds, tab, sort, name: '' }, skip, SITE_PAGE_MAX, signal);
    sites.push(...page.sites);
    if (skip + SITE_PAGE_MAX >= page.total) return sites;
  }
}

export const fetchFarm = (farmId: string, signal?: AbortSignal) => api.get<FarmDetail>(`/farm/${id(farmId)}`, signal);

/** PATCH /farm/{id}: the answer's message is shown as it comes (spec 001 §8). */
export const saveFarmSettings = (farmId: string, body: FarmSettingsUpdate) =>
  requestEnvelope<FarmDetail>('PATCH', `/farm/${id(farmId)}`, { body });

export const fetchFarmMembers = (farmId: string, signal?: AbortSignal) => api.get<TeamView>(`/farm/${id(farmId)}/users`, signal);

export const fetchWeather = (latitude: number, longitude: number, unit: WeatherUnit, signal?: AbortSignal) =>
  requestEnvelope<WeatherDay[]>('GET', `/weather/${latitude},${longitude}?unit=${unit}`, { signal });

export const fetchThumbnails = (sites: { siteId: string; twigId?: string }[], signal?: AbortSignal) =>
  api.post<ThumbnailAnswer>('/stem/graph-datas', { sites }, signal);
