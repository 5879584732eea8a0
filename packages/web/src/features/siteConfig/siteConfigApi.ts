import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { connectivityEndpoints, siteConfigEndpoints, type IrrigationRainfallBody, type SiteUpdateBody } from '@tilth/domain';
import { call } from '../../api/client';
import { siteKeys } from '../sites/sitesApi';

/** The Configuration + Subscription tab's calls (spec 002 §7.1). */
export const siteConfigKeys = {
  document: (siteObjId: string) => ['siteConfig', siteObjId, 'document'] as const,
  options: (siteObjId: string) => ['siteConfig', siteObjId, 'options'] as const,
  changelog: (siteObjId: string) => ['siteConfig', siteObjId, 'changelog'] as const,
  connection: (siteObjId: string) => ['siteConfig', siteObjId, 'connection'] as const,
  disconnections: (siteObjId: string) => ['siteConfig', siteObjId, 'disconnections'] as const,
};

/** The documented site with its twigDetails and what the caller may do (configActions). */
export function useSiteDocument(siteObjId: string) {
  return useQuery({
    queryKey: siteConfigKeys.document(siteObjId),
    queryFn: ({ signal }) => call(siteConfigEndpoints.site, { params: { id: siteObjId }, query: { twigDetails: 'true' }, signal }),
  });
}

export function useSiteOptions(siteObjId: string) {
  return useQuery({
    queryKey: siteConfigKeys.options(siteObjId),
    queryFn: ({ signal }) => call(siteConfigEndpoints.options, { params: { id: siteObjId }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useChangelog(siteObjId: string, enabled = true) {
  return useQuery({
    queryKey: siteConfigKeys.changelog(siteObjId),
    queryFn: ({ signal }) => call(siteConfigEndpoints.changelog, { query: { siteid: siteObjId }, signal }),
    enabled,
  });
}

export function useConnection(siteObjId: string) {
  return useQuery({
    queryKey: siteConfigKeys.connection(siteObjId),
    queryFn: ({ signal }) => call(connectivityEndpoints.connection, { params: { id: siteObjId }, signal }),
  });
}

export function useDisconnections(siteObjId: string, enabled = true) {
  return useQuery({
    queryKey: siteConfigKeys.disconnections(siteObjId),
    queryFn: ({ signal }) => call(connectivityEndpoints.disconnections, { params: { id: siteObjId }, signal }),
    enabled,
  });
}

/**
 * After any save: the document, the changelog (spec 002 §4) and the header above the tabs
 * (hardware type, crop, planting date) read again.
 */
function useRefreshAfterSave(siteObjId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: siteConfigKeys.document(siteObjId) }),
      queryClient.invalidateQueries({ queryKey: siteConfigKeys.changelog(siteObjId) }),
      queryClient.invalidateQueries({ queryKey: siteKeys.header(siteObjId) }),
    ]);
}

/** PATCH /site/{id} with the changed groups only. */
export function useSiteUpdate(siteObjId: string) {
  const refresh = useRefreshAfterSave(siteObjId);
  return useMutation({
    mutationFn: (body: SiteUpdateBody) => call(siteConfigEndpoints.update, { params: { id: siteObjId }, body }),
    onSuccess: refresh,
  });
}

/** Software sources or forecast days. */
export function useIrrigationRainfallUpdate(siteObjId: string) {
  const refresh = useRefreshAfterSave(siteObjId);
  return useMutation({
    mutationFn: (body: IrrigationRainfallBody) => call(siteConfigEndpoints.irrigationRainfall, { params: { id: siteObjId }, body }),
    onSuccess: refresh,
  });
}

export function useMigrateIrrigationRainfall(siteObjId: string) {
  return useMutation({
    mutationFn: () => call(siteConfigEndpoints.migrateIrrigationRainfall, { params: { id: siteObjId } }),
  });
}

export function useRecomputeAll(siteObjId: string) {
  return useMutation({
    mutationFn: (body: { siteId: string; twigId?: string; status: string }) =>
      call(siteConfigEndpoints.recomputeAll, { params: { id: siteObjId }, body }),
  });
}
