import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { plannerEndpoints, type IrrigationLog } from '@tilth/domain';
import type { z } from 'zod';
import { call } from '../../api/client';
import { isApiError } from '../../api/errors';
import { saveWrite } from '../offline/outbox';

/** The planner's query: one farm (or every farm the user sees) and how soon a site must be due. */
export type PlannerQuery = z.input<typeof plannerEndpoints.planner.query>;
export type IrrigationCreate = z.input<typeof plannerEndpoints.logIrrigation.body>;

/**
 * Query keys of the planner; every key starts with ['planner'] so one invalidation after a logged
 * irrigation refreshes the page, the site cards' lines and the site header's line.
 */
export const plannerKeys = {
  all: ['planner'] as const,
  page: (query: PlannerQuery) => ['planner', 'page', query.farmId ?? null, query.dueWithinDays ?? null] as const,
  recommendation: (siteObjId: string) => ['planner', 'recommendation', siteObjId] as const,
  irrigations: (siteObjId: string) => ['planner', 'irrigations', siteObjId] as const,
};

/**
 * The graph screen's keys start with ['siteGraph', siteObjId] (siteGraph/panels/graphExtrasApi.ts);
 * its Applied Irrigation table is ['siteGraph', siteObjId, 'irrigation', …]. Written out here, not
 * imported: the graph screen imports this feature (the Log irrigation button), not the other way.
 */
const graphIrrigationKey = (siteObjId: string) => ['siteGraph', siteObjId, 'irrigation'] as const;

export const fetchPlanner = (query: PlannerQuery, signal?: AbortSignal) => call(plannerEndpoints.planner, { query, signal });

export const fetchRecommendation = (siteObjId: string, signal?: AbortSignal) =>
  call(plannerEndpoints.recommendation, { params: { siteId: siteObjId }, signal });

export const fetchIrrigations = (siteObjId: string, signal?: AbortSignal) =>
  call(plannerEndpoints.irrigations, { params: { siteId: siteObjId }, signal });

export const logIrrigation = (siteObjId: string, body: IrrigationCreate) =>
  call(plannerEndpoints.logIrrigation, { params: { siteId: siteObjId }, body });

export const deleteIrrigation = (siteObjId: string, irrigationId: string) =>
  call(plannerEndpoints.deleteIrrigation, { params: { siteId: siteObjId, irrigationId } });

/** A plan without the planner (403) or a site out of reach (404): nothing to show, not an error. */
export const isNotOffered = (error: unknown) => isApiError(error) && (error.status === 403 || error.status === 404);

export function usePlanner(query: PlannerQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: plannerKeys.page(query),
    queryFn: ({ signal }) => fetchPlanner(query, signal),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}

export function useSiteRecommendation(siteObjId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: plannerKeys.recommendation(siteObjId),
    queryFn: ({ signal }) => fetchRecommendation(siteObjId, signal),
    enabled: options.enabled ?? true,
  });
}

export function useIrrigations(siteObjId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: plannerKeys.irrigations(siteObjId),
    queryFn: ({ signal }) => fetchIrrigations(siteObjId, signal),
    enabled: options.enabled ?? true,
  });
}

/** After a change to a site's irrigations: the planner, the recommendations and the graph's Applied Irrigation table. */
export const refreshAfterIrrigation = (queryClient: QueryClient, siteObjId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: plannerKeys.all }),
    queryClient.invalidateQueries({ queryKey: graphIrrigationKey(siteObjId) }),
  ]);

/** What Save did: the stored irrigation, or the irrigation kept on this device with the sentence that says so. */
export type IrrigationSaved = { kind: 'delivered'; irrigation: IrrigationLog } | { kind: 'kept'; sentence: string };

/**
 * Logs an irrigation through the offline write queue (issue 37): a client id now, kept on the
 * device, sent at once; with no connection it waits in the queue and the history shows it as
 * "Waiting to send". A refusal throws the server's ApiError sentence, as a direct call does.
 */
export function useLogIrrigation(siteObjId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Never paused by the query client while the browser is offline: the queue keeps the irrigation instead.
    networkMode: 'always',
    mutationFn: async (body: IrrigationCreate): Promise<IrrigationSaved> => {
      const { date, depthIn, hours, source = 'logged', note = '' } = body;
      const payload = { date, source, note, ...(depthIn !== undefined ? { depthIn } : {}), ...(hours !== undefined ? { hours } : {}) };
      const saved = await saveWrite({ kind: 'irrigation', siteId: siteObjId, payload });
      return saved.kind === 'delivered' ? { kind: 'delivered', irrigation: saved.record as IrrigationLog } : saved;
    },
    onSuccess: (saved) => (saved.kind === 'delivered' ? refreshAfterIrrigation(queryClient, siteObjId) : undefined),
  });
}

export function useDeleteIrrigation(siteObjId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (irrigationId: string) => deleteIrrigation(siteObjId, irrigationId),
    onSuccess: () => refreshAfterIrrigation(queryClient, siteObjId),
  });
}
