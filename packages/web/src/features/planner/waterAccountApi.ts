import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { plannerEndpoints } from '@tilth/domain';
import { call } from '../../api/client';
import type { WaterRange } from './waterRange';

/**
 * The farm's water account. The key starts with ['planner'] (plannerApi.ts's plannerKeys.all), so
 * logging or deleting an irrigation refreshes the account with the planner.
 */
export const waterAccountKey = (farmId: string, range: WaterRange) =>
  ['planner', 'waterAccount', farmId, range.from ?? null, range.to ?? null] as const;

/** GET /farms/{farmId}/water-account; without from/to the server answers the calendar year to date. */
export const fetchWaterAccount = (farmId: string, range: WaterRange, signal?: AbortSignal) =>
  call(plannerEndpoints.waterAccount, {
    params: { farmId },
    query: { ...(range.from && { from: range.from }), ...(range.to && { to: range.to }) },
    signal,
  });

export function useWaterAccount(farmId: string, range: WaterRange) {
  return useQuery({
    queryKey: waterAccountKey(farmId, range),
    queryFn: ({ signal }) => fetchWaterAccount(farmId, range, signal),
    // A new range keeps the last account on screen (marked busy) until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
