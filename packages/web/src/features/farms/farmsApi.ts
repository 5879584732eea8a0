import { farmEndpoints, farmToolEndpoints, organisationEndpoints } from '@tilth/domain';
import type { FarmSort, FarmStatus, NewFarm } from '@tilth/domain';
import { call } from '../../api/client';

export interface FarmListParams {
  sort: FarmSort;
  name: string;
  siteStatus: FarmStatus | null;
}

/** Query keys of the farms area; every farm list starts with ['farms'], so one invalidation refreshes them all. */
export const farmKeys = {
  all: ['farms'] as const,
  list: (userId: string, params: FarmListParams) => ['farms', 'list', userId, params] as const,
  map: (userId: string, params: FarmListParams) => ['farms', 'map', userId, params] as const,
  tree: (userId: string, sort: FarmSort) => ['farms', 'tree', userId, sort] as const,
  matching: (userId: string, params: FarmListParams) => ['farms', 'matching', userId, params] as const,
  picker: (search: string) => ['farms', 'picker', search] as const,
  mapConfig: ['map-config'] as const,
  businesses: ['farms', 'businesses'] as const,
  dealers: ['farms', 'dealers'] as const,
};

export function fetchFarmPage(
  userId: string,
  params: FarmListParams,
  skip: number,
  limit: number,
  signal?: AbortSignal,
  extra: { withSites?: boolean } = {},
) {
  const { sort, name, siteStatus } = params;
  return call(farmEndpoints.list, {
    params: { userId },
    query: {
      imageRequired: 'true',
      sort,
      name,
      siteStatus: siteStatus ?? undefined,
      skip,
      limit,
      withSites: extra.withSites === false ? 'false' : undefined,
    },
    signal,
  });
}

export const fetchFarmOptions = (name: string, signal?: AbortSignal) => call(farmEndpoints.picker, { query: { name }, signal });

export const createFarm = (body: NewFarm) => call(farmEndpoints.create, { body });

export const geocodeAddress = (q: string, signal?: AbortSignal) => call(farmToolEndpoints.geocode, { query: { q }, signal });

export const fetchMapConfig = (signal?: AbortSignal) => call(farmToolEndpoints.mapConfig, { signal });

export const fetchAccountsOfType = (type: 'business' | 'dealer', signal?: AbortSignal) =>
  call(organisationEndpoints.list, { query: { type }, signal });

/** The organisation tree of the tree view, by name or newest first. */
export const fetchFarmTree = (userId: string, sort: 'name' | 'createdAt', signal?: AbortSignal) =>
  call(organisationEndpoints.view, { params: { userId }, query: { sort }, signal });
