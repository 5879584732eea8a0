import { infiniteQueryOptions } from '@tanstack/react-query';
import { memberEndpoints, siteDetailEndpoints, siteEndpoints, weatherEndpoints } from '@tilth/domain';
import type { SITE_SORTS, SiteListPage, WeatherUnit } from '@tilth/domain';
import { call, callEnvelope } from '../../api/client';

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

/** Query keys of the sites area; everything starts with ['sites'] so one invalidation refreshes it. */
export const siteKeys = {
  all: ['sites'] as const,
  list: (params: SiteListParams) => ['sites', 'list', params] as const,
  every: (farmIds: string[], tab: SiteTab, sort: SiteSort) => ['sites', 'every', farmIds, tab, sort] as const,
  weather: (lat: number, lon: number, unit: WeatherUnit) => ['weather', lat, lon, unit] as const,
  thumbnails: (siteIds: string[]) => ['sites', 'thumbnails', siteIds] as const,
  header: (siteObjId: string) => ['sites', 'header', siteObjId] as const,
};

/** One farm's list has its own path; several farms go comma-separated to GET /sites. */
export function fetchSitePage(params: SiteListParams, skip: number, limit: number, signal?: AbortSignal): Promise<SiteListPage> {
  const query = { query: params.tab, sort: params.sort, skip, limit, name: params.name };
  if (params.farmIds.length === 1) return call(siteEndpoints.farmSites, { params: { farmId: params.farmIds[0]! }, query, signal });
  return call(siteEndpoints.sitesOfFarms, { query: { ...query, farmIds: params.farmIds.join(',') }, signal });
}

/**
 * The list's pages of cards as one query: the sites page, the app's start (shell/firstScreenFetch.ts)
 * and the offline prefetch ask with the same key, call and paging, so each finds the others' answer.
 */
export const siteListQuery = (params: SiteListParams) =>
  infiniteQueryOptions({
    queryKey: siteKeys.list(params),
    queryFn: ({ pageParam, signal }) => fetchSitePage(params, pageParam, SITE_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last: SiteListPage) => (last.skip + last.limit < last.total ? last.skip + last.limit : undefined),
  });

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

export const fetchFarmMembers = (farmId: string, signal?: AbortSignal) => call(memberEndpoints.ofFarm, { params: { id: farmId }, signal });

export const fetchWeather = (latitude: number, longitude: number, unit: WeatherUnit, signal?: AbortSignal) =>
  callEnvelope(weatherEndpoints.forecast, { params: { coordinates: `${latitude},${longitude}` }, query: { unit }, signal });

export const fetchThumbnails = (sites: { siteId: string; twigId?: string }[], signal?: AbortSignal) =>
  call(siteDetailEndpoints.thumbnails, { body: { sites }, signal });
