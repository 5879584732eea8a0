import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { customRangeSource, periodRange, type StandardTimePeriod, type TimePeriod, type TimeRange } from '@tilth/domain';
import { useEffect, useRef } from 'react';
import { fetchSeries, graphKeys, type SiteSeries } from './graphApi';
import { sliceSeries } from './graphModel';

/** A loaded period stays cached for this long (spec 001 §4: each period cached after its first load). */
const CACHE_MS = 15 * 60_000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The site's series for the chosen period (spec 001 §4). Standard periods are cached after their
 * first load; once the year is in (prefetched in the background, with the 'Prefetching' banner),
 * shorter periods and custom ranges inside it are cut from it locally instead of fetched. A view
 * change cancels the request it no longer needs.
 */
export function useGraphSeries(siteObjId: string, period: TimePeriod, custom: TimeRange | null) {
  const queryClient = useQueryClient();
  const yearKey = graphKeys.series(siteObjId, 'ONE_YEAR');
  const year = queryClient.getQueryData<SiteSeries>(yearKey);
  const yearCache = year ? { range: { from: year.from, to: year.to }, ts: year.probe?.ts ?? [] } : null;

  let queryKey: readonly unknown[];
  let queryFn: (context: { signal: AbortSignal }) => Promise<SiteSeries> | SiteSeries;
  if (period === 'CUSTOM') {
    const range = custom ?? { from: nowSeconds() - 30 * 86_400, to: nowSeconds() };
    const source = customRangeSource(yearCache, range);
    queryKey = graphKeys.series(siteObjId, 'CUSTOM', range.from, range.to);
    queryFn = source.source === 'cache' && year ? () => sliceSeries(year, range) : ({ signal }) => fetchSeries(siteObjId, range.from, range.to, signal);
  } else {
    queryKey = graphKeys.series(siteObjId, period);
    queryFn = ({ signal }) => {
      const cachedYear = queryClient.getQueryData<SiteSeries>(yearKey);
      if (period !== 'ONE_YEAR' && cachedYear) return sliceSeries(cachedYear, periodRange(period as StandardTimePeriod, cachedYear.to));
      const range = periodRange(period as StandardTimePeriod, nowSeconds());
      return fetchSeries(siteObjId, range.from, range.to, signal);
    };
  }

  const query = useQuery({ queryKey, queryFn, staleTime: CACHE_MS, gcTime: 2 * CACHE_MS, placeholderData: (previous) => previous });

  // Cancel the previous view's request when the view changes before it answered.
  const previousKey = useRef<readonly unknown[] | null>(null);
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    const before = previousKey.current;
    if (before && JSON.stringify(before) !== keyText && JSON.stringify(before) !== JSON.stringify(yearKey)) {
      void queryClient.cancelQueries({ queryKey: before, exact: true });
    }
    previousKey.current = JSON.parse(keyText) as readonly unknown[];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyText]);

  // Once the first view is in, fetch the year behind it so later switches are local.
  const firstLoaded = query.isSuccess && !query.isPlaceholderData;
  useEffect(() => {
    if (!firstLoaded || period === 'ONE_YEAR') return;
    if (queryClient.getQueryData(yearKey)) return;
    const range = periodRange('ONE_YEAR', nowSeconds());
    void queryClient.prefetchQuery({ queryKey: yearKey, queryFn: ({ signal }) => fetchSeries(siteObjId, range.from, range.to, signal), staleTime: CACHE_MS, gcTime: 2 * CACHE_MS });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstLoaded, siteObjId]);
  const prefetching = useIsFetching({ queryKey: yearKey }) > 0 && period !== 'ONE_YEAR';

  return { query, prefetching };
}
