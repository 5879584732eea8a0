import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sensorApiEndpoints, type SentekDetailsBody } from '@tilth/domain';
import { call } from '../../api/client';

/** The third-party sensor API card's calls (spec 002 §7.1 "Sentek data update"). */
export const sensorApiKeys = { card: (siteObjId: string) => ['sensorApi', siteObjId] as const };

export function useSensorApiCard(siteObjId: string) {
  return useQuery({
    queryKey: sensorApiKeys.card(siteObjId),
    queryFn: ({ signal }) => call(sensorApiEndpoints.card, { params: { id: siteObjId }, signal }),
  });
}

/** Saves the Sentek details; the answer is the card as it now reads. */
export function useSaveSentekDetails(siteObjId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SentekDetailsBody) => call(sensorApiEndpoints.updateSentek, { params: { id: siteObjId }, body }),
    onSuccess: (card) => queryClient.setQueryData(sensorApiKeys.card(siteObjId), card),
  });
}
