import type { TimeRange, SiteSeries } from '@tilth/domain';
import { useMemo } from 'react';
import type { ChartOverlays } from '../../chart/chartOverlays';

/**
 * The loaded data's time range: a new object only when its bounds change, since the side calls
 * and tables that follow it would otherwise refetch or re-render with every new answer.
 */
export function useDataRange(data: SiteSeries | undefined): TimeRange | null {
  const from = data?.from;
  const to = data?.to;
  return useMemo(() => (from !== undefined && to !== undefined ? { from, to } : null), [from, to]);
}

/** The chart's x axis: the data's range, reaching to the prediction's end while a prediction is drawn. */
export function useXRange(range: TimeRange | null, overlays: ChartOverlays, predictionEnd: number | null): TimeRange {
  const predicting = overlays.predictedAw.length > 0 || overlays.predictedRainfall.length > 0;
  return useMemo(() => {
    if (!range) return { from: 0, to: 1 };
    const end = predicting ? Math.max(range.to, predictionEnd ?? range.to) : range.to;
    return { from: range.from, to: end };
  }, [range, predicting, predictionEnd]);
}
