import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import { inPlannerOrder } from '../planner/usePlannerLines';
import { matchesPrefix, searchMode, SITE_SEARCH_DEBOUNCE_MS } from './siteSearch';
import { fetchEverySite, siteKeys, siteListQuery, type SiteSort, type SiteTab } from './sitesApi';

/**
 * The list of the farm sites page: pages of cards from the server (its search for longer terms),
 * or, over several farms and a term of 1–3 characters, every site matched in the browser. Sorted
 * "Irrigate next" (plannerOrder, the planner's ranking), every site is read and ordered here.
 */
export function useSiteList({
  farmIds,
  tab,
  sort,
  text,
  multiFarm,
  plannerOrder = null,
}: {
  farmIds: string[];
  tab: SiteTab;
  sort: SiteSort;
  text: string;
  multiFarm: boolean;
  /** Site object ids as the planner ranks them, when sorted "Irrigate next" (Active only). */
  plannerOrder?: readonly string[] | null;
}) {
  const [debounced] = useDebouncedValue(text, SITE_SEARCH_DEBOUNCE_MS);
  const byPlanner = plannerOrder !== null && tab === 'Active';
  const searched = searchMode(debounced, multiFarm);
  // Ordered by the planner, every site is read and any term is matched here.
  const mode = byPlanner && searched.kind !== 'none' ? { kind: 'local' as const, term: searched.term } : searched;
  // The sort menu is on Active only; pending sites stay A to Z.
  const order: SiteSort = tab === 'Active' && !byPlanner ? sort : 'ALPHA-ASC';
  const params = { farmIds, tab, sort: order, name: mode.kind === 'server' ? mode.term : '' };

  const pages = useInfiniteQuery({
    ...siteListQuery(params),
    enabled: mode.kind !== 'local' && !byPlanner && farmIds.length > 0,
    placeholderData: keepPreviousData,
  });
  const every = useQuery({
    queryKey: siteKeys.every(farmIds, tab, order),
    queryFn: ({ signal }) => fetchEverySite(farmIds, tab, order, signal),
    enabled: (mode.kind === 'local' || byPlanner) && farmIds.length > 0,
  });

  const local = mode.kind === 'local' || byPlanner;
  const source = local ? every : pages;
  // A cancelled search is dropped silently (spec 001 §8); a failed one clears the list.
  const error = source.error && !(isApiError(source.error) && source.error.isCancelled) ? source.error : null;
  const sites = error
    ? []
    : local
      ? inPlannerOrder(
          (every.data ?? []).filter((s) => mode.kind !== 'local' || matchesPrefix(s, mode.term)),
          byPlanner ? plannerOrder : [],
        )
      : (pages.data?.pages.flatMap((p) => p.sites) ?? []);
  const total = local ? sites.length : (pages.data?.pages[0]?.total ?? 0);
  return {
    mode,
    /** The term the shown results are for (not-found view). */
    term: mode.kind === 'none' ? '' : mode.term,
    sites,
    total,
    isPending: source.isPending,
    error,
    retry: () => void source.refetch(),
    hasNextPage: !local && pages.hasNextPage,
    isFetchingNextPage: pages.isFetchingNextPage,
    fetchNextPage: () => void pages.fetchNextPage(),
    searching: text.trim() !== debounced.trim() || source.isFetching,
  };
}
