import type uPlot from 'uplot';
import type { ChartSeries } from './chartSeries';
import { numericLinePaths } from './numericPaths';

/** The x positions each line of a data set has points at (ChartSeries.own), for the paths: looked up by the data uPlot draws. */
const positionsOf = new WeakMap<uPlot.AlignedData, (Int32Array | null)[]>();

/** The series as uPlot's data (the x axis, then each line's values), remembering each line's own positions. */
export function alignedData(x: number[], series: readonly ChartSeries[]): uPlot.AlignedData {
  const aligned: uPlot.AlignedData = [x, ...series.map((s) => s.values)];
  positionsOf.set(
    aligned,
    series.map((s) => s.own),
  );
  return aligned;
}

/** The lines' path builder: numeric paths across each line's own positions in the data being drawn. */
export const ownPositionPaths = () => numericLinePaths((u, seriesIdx) => positionsOf.get(u.data)?.[seriesIdx - 1] ?? null);
