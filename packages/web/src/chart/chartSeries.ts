/** A line the chart draws, and what the chart asks of lines (their values' extent). */

export interface ChartSeries<Group extends string = string> {
  /** Stable key, e.g. 'moisture:probe:0', used for toggles and the saved measurement list. */
  key: string;
  label: string;
  group: Group;
  /** The y scale (unit) it is drawn on. */
  unit: string;
  colour: string;
  width: number;
  dash: number[];
  /**
   * The line's values on the frame's x axis, NaN where it has no value: a missing reading (a gap in
   * the line), or a time only the other device reported. Numeric, so a year reaches uPlot unboxed.
   */
  values: Float64Array;
  /**
   * The x positions the line has points at, ascending (its device's times on an axis joined with the
   * other device's): the positions between are drawn across, not as gaps. null: every position.
   */
  own: Int32Array | null;
}

/**
 * Each built line's smallest and largest value, found while it was smoothed: the y range needs them
 * on every build, and a second pass over a year cost a good part of the build.
 */
const extents = new WeakMap<Float64Array, { min: number; max: number }>();

/** Keeps a line's extent, found while its values were made, for valueExtent (speed only; see README.md). */
export function rememberExtent(values: Float64Array, extent: { min: number; max: number }) {
  if (extent.min <= extent.max) extents.set(values, extent);
}

/** The smallest and largest value of the shown series (null when there is none). */
export function valueExtent(series: readonly ChartSeries[], hidden: ReadonlySet<string>): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (const s of series) {
    if (hidden.has(s.key)) continue;
    const known = extents.get(s.values);
    if (known) {
      if (known.min < min) min = known.min;
      if (known.max > max) max = known.max;
      continue;
    }
    // NaN (no value) fails both comparisons.
    for (const v of s.values) {
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  return min <= max ? { min, max } : null;
}

const NO_HIDDEN: ReadonlySet<string> = new Set();

/** Whether the line has a value to draw. */
export const hasValues = (line: ChartSeries) => valueExtent([line], NO_HIDDEN) !== null;
