import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteConfigEndpoints, type SiteUpdateBody } from '@tilth/domain';
import { call } from '../../api/client';
import { graphExtrasKeys } from '../siteGraph/panels/graphExtrasApi';
import { fetchThresholdPage, templateBandKeys } from '../siteGraph/useTemplateBands';

/** The Template tab's page answer and its one site update (spec 001 §7 "Threshold page extras"). */

export function useThresholdPage(siteObjId: string) {
  return useQuery({ queryKey: templateBandKeys.page(siteObjId), queryFn: ({ signal }) => fetchThresholdPage(siteObjId, signal) });
}

/**
 * PATCH /site/{id}: thresholds, A/M switches or the applied template. The threshold page, the
 * graph (bands, relative lines) and the farm's site cards (bar colours) follow the change.
 */
export function useSiteUpdate(siteObjId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteUpdateBody) => call(siteConfigEndpoints.update, { params: { id: siteObjId }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: templateBandKeys.page(siteObjId) });
      void queryClient.invalidateQueries({ queryKey: graphExtrasKeys.all(siteObjId) });
      void queryClient.invalidateQueries({ queryKey: ['sites'] });
    },
  });
}
