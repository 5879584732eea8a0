import type { SiteHeaderView } from '@tilth/domain';
import { useDeferredValue, useMemo } from 'react';
import { graphAccess } from './model/graphAccess';
import { availableGroups } from './model/measurementTabs';
import { tabView } from './model/tabView';
import { useGraphFrame } from './useGraphFrame';
import { useGraphOverlays } from './useGraphOverlays';
import { useGraphSeries } from './useGraphSeries';
import { useGraphTabs } from './useGraphTabs';
import type { useGraphViewState } from './useGraphViewState';
import { useTemplateBands } from './useTemplateBands';
import { useDataRange, useXRange } from './useTimeRanges';

type GraphView = ReturnType<typeof useGraphViewState>;

/**
 * What the graph shows for the view: the series of the period, the tabs the data and the plan allow,
 * the shown tab's lines (frame) and overlays (bands, rain, irrigation, predictions, stages, notes),
 * and the ranges. What the user may see follows the site's allowedActions (graphAccess).
 */
export function useGraphModel(site: SiteHeaderView, view: GraphView, temperature: 'celsius' | 'farenheit', onLocked: () => void) {
  const access = graphAccess(site);
  const query = useGraphSeries(site.objectId, view.period, view.custom);
  const data = query.data;
  const timeZone = data?.timeZone ?? 'UTC';
  const range = useDataRange(data);
  // The tables and side calls follow the range at low priority: a period switch draws the chart first.
  const sideRange = useDeferredValue(range);

  const cropped = !!site.crop && !!site.plantingDate;
  const tabs = useGraphTabs(data, {
    gdd: cropped,
    predicted: access.prediction && cropped,
    gddBlocked: access.gddBlocked,
    onLocked,
    onSwitch: view.resetScale,
  });
  const tab = tabs.tab;

  const groupsWithData = useMemo(() => availableGroups(data), [data]);
  const shown = tabView(tab, view.measurements, {
    stages: access.stages,
    prediction: access.prediction,
    plantingDate: site.plantingDate,
  });
  const { hidden, toggles, relative } = view;
  const { frame, plotted, primaryRange } = useGraphFrame(data, shown.groups, { ...view, temperature });

  const bandsByTemplate = relative && shown.relativeApplies && (tab === 'AW' || tab === 'MOIST' || tab === 'PRED');
  const templateBands = useTemplateBands(site.objectId, sideRange, timeZone, bandsByTemplate && cropped);
  const extras = useGraphOverlays({
    siteObjId: site.objectId,
    tab,
    range: sideRange,
    data,
    series: frame.series,
    hidden,
    relative: relative && shown.relativeApplies,
    stacked: view.stackLevel > 0,
    toggles,
    offers: shown.overlayOffers,
    templateBands: bandsByTemplate ? templateBands : null,
  });
  const visibleTabs = tabs.shown(extras);
  const xRange = useXRange(range, extras.overlays, extras.predictionEnd);
  const error = query.error && !(query.error as { isCancelled?: boolean }).isCancelled ? query.error : null;

  return {
    access,
    query,
    data,
    error,
    timeZone,
    range,
    sideRange,
    tabs,
    tab,
    visibleTabs,
    groupsWithData,
    ...shown,
    frame,
    plotted,
    primaryRange,
    extras,
    xRange,
  };
}

export type GraphModel = ReturnType<typeof useGraphModel>;
