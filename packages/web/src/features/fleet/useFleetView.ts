import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { fetchAllDevices, useFleet } from './fleetApi';
import { downloadText, fleetCsv, fleetCsvFileName } from './fleetCsv';
import {
  FLEET_ROWS_PER_PAGE,
  filtersOf,
  isFiltered,
  NO_FILTERS,
  queryOf,
  searchOf,
  toggleChip,
  type FleetFilters,
  type SummaryChip,
} from './fleetFilters';

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * The fleet screen's state: its filters and the open device in the address (a link, a reload or
 * Back keeps them), the server's page of devices, and the CSV of every device the filters match.
 */
export function useFleetView() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const openId = search.get('device');
  const write = (next: FleetFilters, device: string | null = openId) => {
    const params = searchOf(next);
    if (device) params.set('device', device);
    setSearch(params, { replace: true });
  };
  const query = useFleet(queryOf(filters));
  const page = query.data;
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);

  return {
    filters,
    setFilters: (next: FleetFilters) => write(next),
    clearFilters: () => write(NO_FILTERS),
    toggleChip: (chip: SummaryChip) => write(toggleChip(filters, chip)),
    filtered: isFiltered(filters),
    query,
    page,
    devices: page?.devices ?? [],
    pages: page ? Math.max(1, Math.ceil(page.total / FLEET_ROWS_PER_PAGE)) : 1,
    setPage: (n: number) => write({ ...filters, page: n }),
    openId,
    open: (id: string) => write(filters, id),
    close: () => write(filters, null),
    downloading,
    downloadError,
    download: async () => {
      setDownloading(true);
      setDownloadError(null);
      try {
        const { skip: _skip, limit: _limit, ...all } = queryOf(filters);
        downloadText(fleetCsvFileName(localToday()), fleetCsv(await fetchAllDevices(all)));
      } catch (error) {
        setDownloadError(error);
      } finally {
        setDownloading(false);
      }
    },
  };
}
