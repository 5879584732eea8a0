import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { manualReadingEndpoints, type ManualReadingCreate } from '@tilth/domain';
import { call } from '../../api/client';

/**
 * A site's hand-probe and rain-gauge readings (issue 37). Every key starts with
 * ['manualReadings', siteId], so one invalidation after a change refreshes every range shown.
 */
export const manualReadingKeys = {
  site: (siteId: string) => ['manualReadings', siteId] as const,
  range: (siteId: string, from: string, to: string) => ['manualReadings', siteId, from, to] as const,
};

/** The readings taken from `from` to `to` (ISO 8601), newest first. */
export const fetchManualReadings = (siteId: string, from: string, to: string, signal?: AbortSignal) =>
  call(manualReadingEndpoints.list, { params: { siteId }, query: { from, to }, signal });

/** Records a reading; with a clientId (the offline queue's), sending it again stores it once. */
export const createManualReading = (siteId: string, body: ManualReadingCreate) =>
  call(manualReadingEndpoints.create, { params: { siteId }, body });

export const deleteManualReading = (siteId: string, readingId: string) =>
  call(manualReadingEndpoints.remove, { params: { siteId, readingId } });

export function useManualReadings(siteId: string, from: string, to: string) {
  return useQuery({
    queryKey: manualReadingKeys.range(siteId, from, to),
    queryFn: async ({ signal }) => (await fetchManualReadings(siteId, from, to, signal)).readings,
  });
}

/** Deletes a reading and refreshes the site's lists. */
export function useDeleteManualReading(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (readingId: string) => deleteManualReading(siteId, readingId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manualReadingKeys.site(siteId) }),
  });
}
