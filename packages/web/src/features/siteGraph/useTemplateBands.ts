import { useQuery } from '@tanstack/react-query';
import { templateEndpoints, thresholdEndpoints, type TimeRange } from '@tilth/domain';
import { useMemo } from 'react';
import { call } from '../../api/client';
import { templateBandSpans, type DayBandSpan } from '../../chart/templateBands';
import { toDateTimeInput } from '../../ui/zonedTime';

const STALE_MS = 5 * 60_000;

/** Keys of the threshold page's answer and the applied template's calendar, shared with the Template tab. */
export const templateBandKeys = {
  page: (siteObjId: string) => ['thresholdPage', siteObjId] as const,
  series: (siteObjId: string, templateId: string, from: string, to: string) =>
    ['thresholdPage', siteObjId, 'templateSeries', templateId, from, to] as const,
};

export const fetchThresholdPage = (siteObjId: string, signal?: AbortSignal) =>
  call(thresholdEndpoints.page, { params: { id: siteObjId }, signal });

const localDay = (epoch: number, timeZone: string) => toDateTimeInput(epoch, timeZone).slice(0, 10);

/**
 * The colour bands of the crop template applied to the site (spec 001 §4, issue 11), laid on the
 * shown range: null when the site has none (or no planting date), so the fixed RP/WL1/WL2
 * bands are drawn instead.
 */
export function useTemplateBands(siteObjId: string, range: TimeRange | null, timeZone: string, enabled: boolean): DayBandSpan[] | null {
  const page = useQuery({
    queryKey: templateBandKeys.page(siteObjId),
    queryFn: ({ signal }) => fetchThresholdPage(siteObjId, signal),
    enabled,
    staleTime: STALE_MS,
  });
  const templateId = page.data?.plantingDate ? (page.data.cropTemplate?.objectId ?? null) : null;
  const from = range ? localDay(range.from, timeZone) : '';
  const to = range ? localDay(range.to, timeZone) : '';
  const series = useQuery({
    queryKey: templateBandKeys.series(siteObjId, templateId ?? '', from, to),
    queryFn: ({ signal }) =>
      call(templateEndpoints.siteSeries, {
        params: { siteId: siteObjId, templateId: templateId! },
        query: { fromDate: from, toDate: to },
        signal,
      }),
    enabled: enabled && templateId !== null && range !== null,
    staleTime: STALE_MS,
  });
  return useMemo(() => (templateId && series.data ? templateBandSpans(series.data, timeZone) : null), [templateId, series.data, timeZone]);
}
