import { queryOptions, useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { customRangeSource, periodRange, type StandardTimePeriod, type TimePeriod, type TimeRange, type SiteSeries } from '@tilth/domain';
import { useEffect, useMemo, useRef } from 'react';
import { fetchSeries, graphKeys } from './graphApi';
import { sliceSeries } from './model/sliceSeries';

/** A loaded period stays cached for this long (spec 001 §4: each period cached after its first load). */
const CACHE_MS = 15 * 60_000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

// No structural sharing: comparing a year of columns (a million numbers) with the previous answer
// costs more than drawing them, and a new answer is new data anyway.
const yearQuery = (siteObjId: string) =>
  queryOptions({
    queryKey: graphKeys.series(siteObjId, 'ONE_YEAR'),
    queryFn: ({ signal }) => {
      const range = periodRange('ONE_YEAR', nowSeconds());
      return fetchSeries(siteObjId, range.from, range.to, signal);
    },
    staleTime: CACHE_MS,
    gcTime: 2 * CACHE_MS,
    structuralSharing: false,
  });

export interface GraphSeriesState {
  data: SiteSeries | undefined;
  error: unknown;
  /** A request for the shown view is under way (not the background year). */
  isFetching: boolean;
}

export interface GraphSeries extends GraphSeriesState {
  prefetching: boolean;
  /** Asks again after a failed load. */
  retry: () => void;
}

/**
 * The site's series for the chosen period (spec 001 §4). Standard periods are cached after their
 * first load; once the year is in (prefetched in the background, with the 'Prefetching' banner),
 * periods and custom ranges inside it are cut from it synchronously — no request and no extra
 * render, which keeps a period switch to one model build and one `setData`. A view change
 * cancels the request it no longer needs.
 */
export function useGraphSeries(siteObjId: string, period: TimePeriod, custom: TimeRange | null): GraphSeries {
  const queryClient = useQueryClient();
  const yearKey = graphKeys.series(siteObjId, 'ONE_YEAR');
  const year = useQuery({ ...yearQuery(siteObjId), enabled: period === 'ONE_YEAR' });

  // The range this view asks for, and whether the year already holds it.
  const customRange = period === 'CUSTOM' ? (custom ?? { from: nowSeconds() - 30 * 86_400, to: nowSeconds() }) : null;
  const remoteKey =
    period === 'CUSTOM' ? graphKeys.series(siteObjId, 'CUSTOM', customRange!.from, customRange!.to) : graphKeys.series(siteObjId, period);
  const ownCached = queryClient.getQueryData<SiteSeries>(remoteKey) !== undefined;
  let localRange: TimeRange | null = null;
  if (period !== 'ONE_YEAR' && year.data && !ownCached) {
    if (customRange) {
      const source = customRangeSource({ range: { from: year.data.from, to: year.data.to }, ts: year.data.probe?.ts ?? [] }, customRange);
      if (source.source === 'cache') localRange = customRange;
    } else {
      localRange = periodRange(period as StandardTimePeriod, year.data.to);
    }
  }
  // Memoised on the bounds, not the range object (new each render), so the cut is made once per view.
  const localFrom = localRange?.from ?? null;
  const localTo = localRange?.to ?? null;
  const sliced = useMemo(
    () => (year.data && localFrom !== null && localTo !== null ? sliceSeries(year.data, { from: localFrom, to: localTo }) : null),
    [year.data, localFrom, localTo],
  );

  const remote = useQuery({
    queryKey: remoteKey,
    queryFn: ({ signal }) => {
      const range = customRange ?? periodRange(period as StandardTimePeriod, nowSeconds());
      return fetchSeries(siteObjId, range.from, range.to, signal);
    },
    enabled: period !== 'ONE_YEAR' && sliced === null,
    staleTime: CACHE_MS,
    gcTime: 2 * CACHE_MS,
    placeholderData: (previous) => previous,
    structuralSharing: false,
  });

  // Cancel the previous view's request when the view changes before it answered.
  const previousKey = useRef<string | null>(null);
  // Keys compared as text: the arrays are new each render, their content changes only with the view.
  const keyText = JSON.stringify(remoteKey);
  const yearKeyText = JSON.stringify(yearKey);
  useEffect(() => {
    const before = previousKey.current;
    if (before && before !== keyText && before !== yearKeyText) {
      void queryClient.cancelQueries({ queryKey: JSON.parse(before) as unknown[], exact: true });
    }
    previousKey.current = keyText;
  }, [queryClient, keyText, yearKeyText]);

  // Once the first view is in, fetch the year behind it so later switches are local.
  const firstLoaded = remote.isSuccess && !remote.isPlaceholderData;
  const yearBehind = period !== 'ONE_YEAR';
  useEffect(() => {
    if (!firstLoaded || !yearBehind) return;
    const options = yearQuery(siteObjId);
    if (queryClient.getQueryData(options.queryKey)) return;
    void queryClient.prefetchQuery(options);
  }, [queryClient, firstLoaded, yearBehind, siteObjId]);
  const prefetching = useIsFetching({ queryKey: yearKey }) > 0 && period !== 'ONE_YEAR';

  const state: GraphSeriesState =
    period === 'ONE_YEAR'
      ? { data: year.data, error: year.error, isFetching: year.isFetching }
      : sliced
        ? { data: sliced, error: null, isFetching: false }
        : { data: remote.data, error: remote.error, isFetching: remote.isFetching };
  // While a new view loads, the last one stays on screen (under the loading overlay).
  const shown = useRef<{ siteObjId: string; data: SiteSeries } | null>(null);
  if (state.data) shown.current = { siteObjId, data: state.data };
  else if (shown.current?.siteObjId === siteObjId && !state.error) state.data = shown.current.data;
  const retry = () => void queryClient.refetchQueries({ queryKey: period === 'ONE_YEAR' ? yearKey : remoteKey, exact: true });
  return { ...state, prefetching, retry };
}
