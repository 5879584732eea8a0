import { filterRows, type ReadingColumns } from '../telemetry/dayChunk';

/** A time range hidden from the graphs, epoch seconds, both ends included. */
export interface ExcludedRange {
  from: number;
  to: number;
}

export function isExcluded(ts: number, ranges: readonly ExcludedRange[]): boolean {
  return ranges.some((r) => ts >= r.from && ts <= r.to);
}

/** The readings outside every excluded range (spec 001 §4 'Graph delete flow': deleted graph data). */
export function withoutExcluded(columns: ReadingColumns, ranges: readonly ExcludedRange[]): ReadingColumns {
  return ranges.length === 0 ? columns : filterRows(columns, (ts) => !isExcluded(ts, ranges));
}

/** How many timestamps a new range hides that the earlier ranges did not already hide. */
export function newlyHidden(ts: ArrayLike<number>, range: ExcludedRange, earlier: readonly ExcludedRange[]): number {
  let count = 0;
  for (let i = 0; i < ts.length; i++) if (isExcluded(ts[i]!, [range]) && !isExcluded(ts[i]!, earlier)) count++;
  return count;
}
