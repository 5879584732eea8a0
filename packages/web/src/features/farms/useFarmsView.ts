import { useDebouncedValue } from '@mantine/hooks';
import { isStatusFilter, STATUS_FILTERS, type FarmSort, type StatusFilter } from '@tilth/domain';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { FarmListParams } from './farmsApi';

/** Spec 000 §9: the farm search waits 400 ms after the last key. */
export const FARM_SEARCH_DEBOUNCE_MS = 400;

export type FarmView = 'list' | 'tree' | 'map';
export const VIEW_PATHS: Record<FarmView, string> = { list: 'list-view', tree: 'tree-view', map: 'map-view' };

export type SortChoice = 'recent' | 'alphabetical';
/** The sort choices and their names' keys in the farms catalogue ('Recently Added', 'Alphabetical'). */
export const SORT_KEYS = { recent: 'sortRecent', alphabetical: 'sortAlphabetical' } as const satisfies Record<SortChoice, string>;
const SORT_QUERY: Record<SortChoice, FarmSort> = { recent: 'DESC', alphabetical: 'ALPHA-ASC' };

/**
 * The farms dashboard's state lives in the address (filter, sort, q), so every view, a reload
 * and a shared link show the same farms. The search text is debounced before it reaches the URL.
 */
export function useFarmsView() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const view: FarmView = pathname.endsWith('/tree-view') ? 'tree' : pathname.endsWith('/map-view') ? 'map' : 'list';
  const rawFilter = params.get('filter');
  const filter: StatusFilter | null = isStatusFilter(rawFilter) ? rawFilter : null;
  const sort: SortChoice = params.get('sort') === 'alphabetical' ? 'alphabetical' : 'recent';
  const urlSearch = params.get('q') ?? '';

  const [text, setText] = useState(urlSearch);
  const [debounced] = useDebouncedValue(text.trimEnd(), FARM_SEARCH_DEBOUNCE_MS);

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (debounced !== urlSearch.trimEnd()) update({ q: debounced || null });
  }, [debounced, urlSearch, update]);

  const name = urlSearch.trimEnd();
  const listParams: FarmListParams = { sort: SORT_QUERY[sort], name, siteStatus: filter ? STATUS_FILTERS[filter] : null };

  return {
    view,
    filter,
    sort,
    search: { text, setText, applied: name },
    listParams,
    setFilter: (value: StatusFilter | null) => update({ filter: value }),
    setSort: (value: SortChoice) => update({ sort: value === 'recent' ? null : value }),
    /** The query string to carry when switching views. */
    queryString: params.toString() ? `?${params.toString()}` : '',
  };
}
