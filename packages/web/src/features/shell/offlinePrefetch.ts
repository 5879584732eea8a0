import type { QueryClient } from '@tanstack/react-query';
import { periodRange, type Preference } from '@tilth/domain';
import { fetchFarmOptions, farmKeys } from '../farms/farmsApi';
import { farmSettingsKeys, fetchFarm } from '../farmSettings/farmSettingsApi';
import { fetchSiteHeader } from '../siteDetail/siteDetailApi';
import { fetchPlanner, plannerKeys, type PlannerQuery } from '../planner/plannerApi';
import { fetchSeries, graphKeys } from '../siteGraph/graphApi';
import { siteKeys, siteListQuery, type SiteListParams } from '../sites/sitesApi';

/** At most this many farms and sites are fetched ahead: a phone on a field's edge pays for every byte. */
export const PREFETCH_MAX_FARMS = 20;
export const PREFETCH_MAX_SITES = 60;
/** The graph's opening period, as its page asks for it (siteGraph/useGraphSeries.ts). */
const GRAPH_PERIOD = 'ONE_MONTH';
/** Fetched ahead means fresh enough for a start without signal, not for the screen: an hour. */
const FRESH_MS = 60 * 60_000;

/**
 * Fetches, while online and idle, what a later start without signal shows (issue 37): every farm
 * the user sees (up to 20), each farm's first page of site cards as the sites page asks for it
 * with the cards' irrigation lines (the farm's planner), the planner page as it opens, and for up
 * to 60 sites the header and the graph's month of readings — with the same query keys
 * and calls as the pages, so the reading cache keeps them and the pages find them. Answers
 * fetched within the hour are not asked again. Stops when `signal` aborts (offline, signed out).
 * It lives with the shell, above the features whose calls it makes; the offline feature, which
 * those features use (the write queue), runs it without knowing them (useReadingCache).
 */
export async function prefetchForOffline(client: QueryClient, preference: Preference, signal: AbortSignal): Promise<void> {
  const farms = await client.fetchQuery({
    queryKey: farmKeys.picker(''),
    queryFn: ({ signal: querySignal }) => fetchFarmOptions('', querySignal),
    staleTime: FRESH_MS,
  });
  const farmIds = farms.slice(0, PREFETCH_MAX_FARMS).map((farm) => farm.objectId);
  // The planner page unfiltered, and each farm's (the site cards' lines, planner/usePlannerLines.ts).
  // A plan without the planner answers 403: prefetchQuery drops the failure.
  const planner = (query: PlannerQuery) =>
    client.prefetchQuery({ queryKey: plannerKeys.page(query), queryFn: ({ signal: s }) => fetchPlanner(query, s), staleTime: FRESH_MS });
  await planner({});
  const siteIds: string[] = [];
  for (const farmId of farmIds) {
    if (signal.aborted) return;
    await client.prefetchQuery({
      queryKey: farmSettingsKeys.farm(farmId),
      queryFn: ({ signal: s }) => fetchFarm(farmId, s),
      staleTime: FRESH_MS,
    });
    const params: SiteListParams = { farmIds: [farmId], tab: 'Active', sort: preference.site.sort, name: '' };
    await client.prefetchInfiniteQuery({ ...siteListQuery(params), staleTime: FRESH_MS });
    const page = client.getQueryData<{ pages: { sites: { objectId: string }[] }[] }>(siteKeys.list(params));
    for (const site of page?.pages[0]?.sites ?? []) if (siteIds.length < PREFETCH_MAX_SITES) siteIds.push(site.objectId);
  }
  for (const siteObjId of siteIds) {
    if (signal.aborted) return;
    await client.prefetchQuery({
      queryKey: siteKeys.header(siteObjId),
      queryFn: ({ signal: s }) => fetchSiteHeader(siteObjId, s),
      staleTime: FRESH_MS,
    });
    await client.prefetchQuery({
      queryKey: graphKeys.series(siteObjId, GRAPH_PERIOD),
      queryFn: ({ signal: s }) => {
        const range = periodRange(GRAPH_PERIOD, Math.floor(Date.now() / 1000));
        return fetchSeries(siteObjId, range.from, range.to, s);
      },
      staleTime: FRESH_MS,
      structuralSharing: false,
    });
  }
}
