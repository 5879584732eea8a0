import { subscriptionHistoryEndpoints as endpoints, type ActiveFilter, type PlanChange, type SubscriptionPlan } from '@tilth/domain';
import { call } from '../../api/client';

export interface HistoryFilters {
  siteSearch: string;
  farmSearch: string;
  plans: SubscriptionPlan[];
  active: ActiveFilter;
}

/** Every Subscription History list starts with ['subscription-history']: one invalidation refreshes them all. */
export const historyKeys = {
  all: ['subscription-history'] as const,
  page: (userId: string, filters: HistoryFilters, skip: number) => ['subscription-history', userId, filters, skip] as const,
};

export function fetchHistory(userId: string, filters: HistoryFilters, skip: number, limit: number, signal?: AbortSignal) {
  return call(endpoints.history, {
    params: { userId },
    query: {
      siteSearch: filters.siteSearch || undefined,
      farmSearch: filters.farmSearch || undefined,
      // All three checked is the default: the parameter is left out.
      plans: filters.plans.length === 3 ? undefined : filters.plans.join(','),
      active: filters.active,
      skip,
      limit,
    },
    signal,
  });
}

export const savePlanChanges = (changes: PlanChange[]) => call(endpoints.savePlanChanges, { body: changes });

export const setSiteActive = (siteObjectId: string, active: boolean) =>
  call(active ? endpoints.activateSite : endpoints.deactivateSite, { params: { id: siteObjectId } });
