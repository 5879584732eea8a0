import { farmEndpoints } from '@tilth/domain';
import type { FarmSort, FarmStatus, GeocodeResult, MapConfig, NewFarm, Recipient, RecipientBody, ReportSchedule } from '@tilth/domain';
import type { AccountView } from '@tilth/domain/accounts/views';
import { api, call } from '../../api/client';

export interface FarmListParams {
  sort: FarmSort;
  name: string;
  siteStatus: FarmStatus | null;
}

const query = (params: Record<string, string | number | boolean | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

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
  recipients: ['farm-health-report', 'users'] as const,
  schedule: ['farm-health-report', 'schedule'] as const,
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

export const geocodeAddress = (q: string, signal?: AbortSignal) => api.get<GeocodeResult[]>(`/geocode/search${query({ q })}`, signal);

export const fetchMapConfig = (signal?: AbortSignal) => api.get<MapConfig>('/config/map', signal);

export const fetchAccountsOfType = (type: 'business' | 'dealer', signal?: AbortSignal) =>
  api.get<AccountView[]>(`/org${query({ type })}`, signal);

export const fetchRecipients = (signal?: AbortSignal) => api.get<Recipient[]>('/farm-health-report/users', signal);
export const addRecipient = (body: RecipientBody) => api.post<Recipient>('/farm-health-report/user', body);
export const updateRecipient = (id: string, farms: string[]) =>
  api.patch<Recipient>(`/farm-health-report/user/${encodeURIComponent(id)}`, { farms });
export const deleteRecipient = (id: string) => api.delete<null>(`/farm-health-report/user/${encodeURIComponent(id)}`);
export const sendReportNow = () => api.post<{ sent: number; recipients: string[] }>('/farm-health-report/send', {});
export const fetchReportSchedule = (signal?: AbortSignal) =>
  api.get<ReportSchedule & { description: string }>('/farm-health-report/schedule', signal);
