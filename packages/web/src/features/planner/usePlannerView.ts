import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { farmKeys, fetchFarmOptions } from '../farms/farmsApi';
import { localToday } from './irrigationEntry';
import { downloadText, plannerCsv, plannerCsvFileName } from './plannerCsv';
import { cropOf, filterRows, filtersOf, optionsOf, plannerQueryOf, searchOf, systemOf, type PlannerFilters } from './plannerFilters';
import { usePlanner } from './plannerApi';

/**
 * The planner page's state: its filters in the address (so a link or Back keeps them), the
 * server's ranked rows for the farm and "due within", narrowed here by crop and system, and the
 * CSV of what is shown.
 */
export function usePlannerView() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const setFilters = (next: PlannerFilters) => setSearch(searchOf(next), { replace: true });
  const query = usePlanner(plannerQueryOf(filters));
  const farms = useQuery({ queryKey: farmKeys.picker(''), queryFn: ({ signal }) => fetchFarmOptions('', signal) });

  const all = query.data?.rows ?? [];
  const rows = filterRows(all, filters);
  const unit = query.data?.unit ?? 'feetInches';
  const pumping = (query.data?.pumping ?? []).filter((p) => !filters.farmId || p.farmId === filters.farmId);
  const options = {
    farms: (farms.data ?? []).map((f) => ({ value: f.objectId, label: f.name })),
    crops: optionsOf(all, cropOf, filters.crop),
    systems: optionsOf(all, systemOf, filters.irrigationType),
  };
  const filtered = filters.farmId !== null || filters.crop !== null || filters.irrigationType !== null || filters.due !== 'all';

  return {
    filters,
    setFilters,
    clearFilters: () => setFilters({ farmId: null, crop: null, irrigationType: null, due: 'all' }),
    filtered,
    query,
    page: query.data,
    rows,
    unit,
    pumping,
    options,
    download: () => downloadText(plannerCsvFileName(localToday()), plannerCsv(rows, unit)),
  };
}
