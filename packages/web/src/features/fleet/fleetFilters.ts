import { FAULT_KINDS, FLEET_SORTS, FLEET_STATUSES, type FaultKind, type FleetSort, type FleetStatus } from '@tilth/domain';
import type { FleetQuery } from './fleetApi';

/** The fleet screen's filters, kept in the address so a link, a reload or Back keeps them. */
export interface FleetFilters {
  customer: string | null;
  farm: string | null;
  status: FleetStatus | null;
  lowBattery: boolean;
  /** Battery below this percentage. */
  batteryBelow: number | null;
  fault: 'any' | FaultKind | null;
  q: string;
  sort: FleetSort;
  page: number;
}

export const FLEET_ROWS_PER_PAGE = 50;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function filtersOf(search: URLSearchParams): FleetFilters {
  const below = Number(search.get('batteryBelow'));
  const page = Number(search.get('page'));
  return {
    customer: search.get('customer') || null,
    farm: search.get('farm') || null,
    status: oneOf(FLEET_STATUSES, search.get('status')),
    lowBattery: search.get('lowBattery') === 'true',
    batteryBelow: search.has('batteryBelow') && Number.isFinite(below) && below >= 0 && below <= 100 ? below : null,
    fault: oneOf(['any', ...FAULT_KINDS] as const, search.get('fault')),
    q: search.get('q') ?? '',
    sort: oneOf(FLEET_SORTS, search.get('sort')) ?? 'worst',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function searchOf(filters: FleetFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.customer) search.set('customer', filters.customer);
  if (filters.farm) search.set('farm', filters.farm);
  if (filters.status) search.set('status', filters.status);
  if (filters.lowBattery) search.set('lowBattery', 'true');
  if (filters.batteryBelow !== null) search.set('batteryBelow', String(filters.batteryBelow));
  if (filters.fault) search.set('fault', filters.fault);
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if (filters.sort !== 'worst') search.set('sort', filters.sort);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The API query of the filters (the page's rows). */
export function queryOf(filters: FleetFilters): FleetQuery {
  return {
    ...(filters.customer ? { customer: filters.customer } : {}),
    ...(filters.farm ? { farm: filters.farm } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.lowBattery ? { lowBattery: 'true' as const } : {}),
    ...(filters.batteryBelow !== null ? { batteryBelow: filters.batteryBelow } : {}),
    ...(filters.fault ? { fault: filters.fault } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.sort !== 'worst' ? { sort: filters.sort } : {}),
    skip: (filters.page - 1) * FLEET_ROWS_PER_PAGE,
    limit: FLEET_ROWS_PER_PAGE,
  };
}

export const NO_FILTERS: FleetFilters = {
  customer: null,
  farm: null,
  status: null,
  lowBattery: false,
  batteryBelow: null,
  fault: null,
  q: '',
  sort: 'worst',
  page: 1,
};

/** Whether anything narrows the list (the summary's counts stay those of customer, farm and search). */
export const isFiltered = (f: FleetFilters) =>
  f.customer !== null ||
  f.farm !== null ||
  f.status !== null ||
  f.lowBattery ||
  f.batteryBelow !== null ||
  f.fault !== null ||
  f.q.trim() !== '';

/** How many filters (and a non-default order) are on: the phone's folded filter button says it. */
export const activeFilterCount = (f: FleetFilters) =>
  [
    f.customer !== null,
    f.farm !== null,
    f.status !== null,
    f.lowBattery,
    f.batteryBelow !== null,
    f.fault !== null,
    f.q.trim() !== '',
    f.sort !== 'worst',
  ].filter(Boolean).length;

/** The summary's chips: each narrows the table to its devices (a second click clears it). */
export type SummaryChip = 'silent' | 'late' | 'noData' | 'lowBattery' | 'faults';

export function chipActive(f: FleetFilters, chip: SummaryChip): boolean {
  if (chip === 'lowBattery') return f.lowBattery;
  if (chip === 'faults') return f.fault === 'any';
  return f.status === chip;
}

export function toggleChip(f: FleetFilters, chip: SummaryChip): FleetFilters {
  const on = !chipActive(f, chip);
  const cleared = { ...f, status: null, lowBattery: false, fault: null, page: 1 };
  if (!on) return cleared;
  if (chip === 'lowBattery') return { ...cleared, lowBattery: true };
  if (chip === 'faults') return { ...cleared, fault: 'any' };
  return { ...cleared, status: chip };
}
