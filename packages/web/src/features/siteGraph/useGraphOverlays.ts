import { useQuery } from '@tanstack/react-query';
import { chartRainfall, relativeBands, absoluteBands, type Band, type TimeRange, type SiteSeries } from '@tilth/domain';
import { useMemo } from 'react';
import { EMPTY_OVERLAYS, type ChartOverlays } from '../../chart/chartOverlays';
import { fetchGddEnvelope, fetchPrediction, graphKeys } from './graphApi';
import type { GraphSeries } from './model/chartFrame';
import type { DayBandSpan } from '../../chart/templateBands';
import type { TabCode } from './model/measurementTabs';
import { bandThresholds, depthThresholds } from './model/soilThresholds';
import { useIrrigation, useRainfall, useSiteNotes } from './panels/graphExtrasApi';
import type { OverlayToggles } from './GraphLegend';

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const STALE_MS = 15 * 60_000;
const NOTES_AHEAD = 7 * 86_400;

interface OverlayInput {
  siteObjId: string;
  tab: TabCode;
  range: TimeRange | null;
  data: SiteSeries | undefined;
  series: GraphSeries[];
  hidden: ReadonlySet<string>;
  relative: boolean;
  stacked: boolean;
  toggles: OverlayToggles;
  offers: Record<keyof OverlayToggles, boolean>;
  /** The applied crop template's bands by day; null draws the fixed RP/WL1/WL2 bands. */
  templateBands?: DayBandSpan[] | null;
}

/**
 * Everything the chart draws besides its lines, fetched only when shown: rainfall and applied
 * irrigation (their tabs, or the overlay switches), notes, prediction, growth stages, and the
 * colour bands of the AW and moisture views.
 */
export function useGraphOverlays(input: OverlayInput) {
  const { siteObjId, tab, range, data, toggles, offers } = input;
  const span = range ?? { from: 0, to: 0 };
  const rainShown = tab === 'RAIN' || (offers.rainfall && toggles.rainfall);
  const irrigationShown = tab === 'IRR' || (offers.irrigation && toggles.irrigation);
  // Both are always asked for once a range is known: they decide whether the RAIN and IRR tabs exist.
  const rainfall = useRainfall(siteObjId, span, { enabled: range !== null });
  const irrigation = useIrrigation(siteObjId, span, { enabled: range !== null });
  // Notes reach a week past the data, so one added just now (after the readings loaded) is listed.
  const notesSpan = useMemo(() => ({ from: span.from, to: span.to + NOTES_AHEAD }), [span.from, span.to]);
  const notes = useSiteNotes(siteObjId, notesSpan, { enabled: range !== null && offers.notes && toggles.notes });
  const predictedShown = tab === 'PRED' || (offers.predicted && toggles.predicted);
  // The forecast (its rain, and its AW where relative) is drawn on the AW and PRED tabs.
  const forecastOnTab = predictedShown && (tab === 'AW' || tab === 'PRED');
  const prediction = useQuery({
    queryKey: graphKeys.prediction(siteObjId),
    queryFn: ({ signal }) => fetchPrediction(siteObjId, signal),
    enabled: predictedShown,
    staleTime: STALE_MS,
  });
  // The envelope is asked for wherever stages may be offered: the switch shows only when it has stages.
  const gdd = useQuery({
    queryKey: graphKeys.gdd(siteObjId),
    queryFn: ({ signal }) => fetchGddEnvelope(siteObjId, signal),
    enabled: offers.stages,
    staleTime: STALE_MS,
  });
  const stagesShown = offers.stages && toggles.stages && (gdd.data?.stageData.length ?? 0) > 0;

  const templateBands = input.templateBands ?? null;
  const { bands, dayBands, bandDepth } = useMemo<{ bands: Band[]; dayBands?: DayBandSpan[]; bandDepth: number | null }>(() => {
    const none = { bands: [], bandDepth: null };
    if (input.stacked || !data) return none;
    if (tab !== 'AW' && tab !== 'MOIST' && tab !== 'PRED') return none;
    // Where a crop template is applied, the relative views' bands follow it day by day.
    if (input.relative && templateBands) return { bands: [], dayBands: templateBands, bandDepth: null };
    if (input.relative) return { bands: relativeBands(bandThresholds(data)), bandDepth: null };
    if (tab !== 'MOIST') return none;
    // Absolute moisture bands differ per depth: drawn for the first depth shown, and said so.
    const first = input.series.find((s) => s.group === 'moisture' && s.key.startsWith('moisture:probe:') && !input.hidden.has(s.key));
    if (!first) return none;
    const index = Number(first.key.split(':')[2]);
    return { bands: absoluteBands(depthThresholds(data, index)), bandDepth: data.probe?.depths[index] ?? null };
  }, [data, tab, input.relative, input.stacked, input.series, input.hidden, templateBands]);

  const overlays = useMemo<ChartOverlays>(() => {
    const points = (list: { xValue: string; yValue: number }[] | undefined, convert: (v: number) => number | null = (v) => v) =>
      (list ?? []).flatMap((p): [number, number][] => {
        const v = convert(p.yValue);
        return v === null ? [] : [[seconds(p.xValue), v]];
      });
    const awPredicted = forecastOnTab && input.relative;
    return {
      ...EMPTY_OVERLAYS,
      bands,
      ...(dayBands ? { dayBands } : {}),
      rainfall: rainShown ? points(rainfall.data?.points, chartRainfall) : [],
      irrigation: irrigationShown ? points(irrigation.data?.points) : [],
      predictedRainfall: forecastOnTab ? points(prediction.data?.rainfallData, chartRainfall) : [],
      predictedAw: awPredicted ? points(prediction.data?.waterUseData) : [],
      stages: stagesShown && tab === 'AW' ? (gdd.data?.stageData ?? []).map((s) => ({ t: seconds(s.xValue), name: s.stageName })) : [],
      notes: offers.notes && toggles.notes ? (notes.data ?? []).map((n) => ({ t: seconds(n.timestamp), id: n.objectId })) : [],
    };
  }, [
    bands,
    dayBands,
    rainShown,
    irrigationShown,
    forecastOnTab,
    stagesShown,
    tab,
    input.relative,
    rainfall.data,
    irrigation.data,
    prediction.data,
    gdd.data,
    notes.data,
    offers.notes,
    toggles.notes,
  ]);

  return {
    overlays,
    bandDepth,
    notes: notes.data ?? [],
    hasRainfall: (rainfall.data?.points.length ?? 0) > 0,
    hasIrrigation: (irrigation.data?.points.length ?? 0) > 0,
    rainfallSimulated: rainfall.data?.simulated ?? false,
    hasStages: (gdd.data?.stageData.length ?? 0) > 0,
    predictionEnd: prediction.data?.waterUseData.at(-1) ? seconds(prediction.data.waterUseData.at(-1)!.xValue) : null,
    // Bars asked for and not answered yet: the chart keeps their inch axis meanwhile. They are asked
    // for once the readings have given the range, so without it the chart was built twice on every
    // first view of a period — a visible jump as the axis came in, and a phone's ~0.1 s (issue 37).
    barsPending: (rainShown && rainfall.isPending) || (irrigationShown && irrigation.isPending) || (forecastOnTab && prediction.isPending),
  };
}
