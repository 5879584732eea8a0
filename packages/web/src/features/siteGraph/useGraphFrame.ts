import { stackOffsets, yAxisRange, zoomY, type SmoothingDataType, type SiteSeries } from '@tilth/domain';
import { useMemo } from 'react';
import { valueExtent } from '../../chart/chartSeries';
import { useLanguageLocale } from '../../i18n/useT';
import { buildFrame, type GraphFrame, type GraphSeries } from './model/chartFrame';
import type { MeasurementGroup } from './model/measurementTabs';

const EMPTY_FRAME: GraphFrame = { x: [], series: [] };

interface FrameView {
  relative: boolean;
  dataType: SmoothingDataType;
  temperature: 'celsius' | 'farenheit';
  hidden: ReadonlySet<string>;
  stackLevel: number;
  zoomClicks: number;
}

/**
 * The lines the chart draws for the shown groups: the frame as built from the data, the same
 * lines pulled apart when stacked (`plotted`), and the primary unit's y range after the axis
 * rules and the zoom. Each step is memoised: a period switch builds the frame once.
 */
export function useGraphFrame(data: SiteSeries | undefined, groups: readonly MeasurementGroup[], view: FrameView) {
  const { relative, dataType, temperature, hidden, stackLevel, zoomClicks } = view;
  // Keyed by the groups' names: tabs that draw the same groups (AW and PRED) share one build.
  const groupsKey = groups.join(',');
  // The lines' names are words: a new language builds the frame again.
  const language = useLanguageLocale();
  const frame = useMemo(
    () =>
      data
        ? buildFrame(data, groupsKey ? (groupsKey.split(',') as MeasurementGroup[]) : [], { relative, dataType, temperature })
        : EMPTY_FRAME,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- language: the lines' names are read when built
    [data, groupsKey, relative, dataType, temperature, language],
  );

  // The stacked view pulls the primary unit's lines apart; other units stay where they are.
  const primaryUnit = frame.series[0]?.unit ?? null;
  const plotted = useMemo<GraphSeries[]>(() => {
    if (stackLevel === 0 || !primaryUnit) return frame.series;
    const visible = frame.series.filter((s) => s.unit === primaryUnit && !hidden.has(s.key));
    const extent = valueExtent(visible, new Set());
    const offsets = stackOffsets(visible.length, stackLevel, extent ? extent.max - extent.min || 1 : 1);
    const offsetOf = new Map(visible.map((s, i) => [s.key, offsets[i]!]));
    return frame.series.map((s) => {
      const offset = offsetOf.get(s.key);
      return offset ? { ...s, values: s.values.map((v) => v + offset) } : s;
    });
  }, [frame, stackLevel, hidden, primaryUnit]);

  const primaryRange = useMemo(() => {
    if (!primaryUnit) return null;
    const extent = valueExtent(
      plotted.filter((s) => s.unit === primaryUnit),
      hidden,
    );
    if (!extent) return null;
    const awView = primaryUnit === 'AW %';
    const padded = awView
      ? { min: Math.min(0, extent.min), max: extent.max + (extent.max - extent.min) * 0.03 }
      : {
          min: extent.min - (extent.max - extent.min) * 0.05 || extent.min - 1,
          max: extent.max + (extent.max - extent.min) * 0.05 || extent.max + 1,
        };
    return zoomY(yAxisRange(awView ? 'availableWater' : 'other', padded), zoomClicks);
  }, [plotted, hidden, primaryUnit, zoomClicks]);

  return { frame, plotted, primaryRange };
}
