import uPlot from 'uplot';

/**
 * Line paths drawn straight from the chart's numeric columns (Float64Array, NaN where a reading is
 * missing): a year's lines reach uPlot as the model made them, without a boxed (number | null)[]
 * copy of each, and are walked by one monomorphic loop (issue 16: the year drawn).
 *
 * The drawing is uPlot's linear path: with four or more points per pixel column, a column is drawn
 * as where its line enters, its lowest and highest values and where it leaves; a missing reading
 * breaks the line. `ownOf` gives the x positions a series has points at, ascending (a device's
 * times on an axis joined with the other device's), or null for all: the positions between are
 * drawn across, as uPlot draws across undefined. Asked at each draw, for the data being drawn.
 * Horizontal charts with x ascending (the site graph's).
 */
export function numericLinePaths(ownOf: (u: uPlot, seriesIdx: number) => Int32Array | null): uPlot.Series.PathBuilder {
  return (u, seriesIdx, idx0, idx1) =>
    uPlot.orient(u, seriesIdx, (series, dataX, dataY, scaleX, scaleY, valToPosX, valToPosY, xOff, yOff, xDim, yDim) => {
      const round = (series as { pxRound?: (v: number) => number }).pxRound ?? Math.round;
      const stroke = new Path2D();
      traceLine(stroke, dataX as ArrayLike<number>, dataY as unknown as Float64Array, ownOf(u, seriesIdx), idx0, idx1, {
        pixelX: (v) => round(valToPosX(v, scaleX, xDim, xOff)),
        pixelY: (v) => round(valToPosY(v, scaleY, yDim, yOff)),
        xForPixel: (pixel) => u.posToVal(pixel, scaleX.key!, true),
        width: xDim,
      });
      return { stroke, fill: null, clip: null, band: null, gaps: null, flags: 0 };
    }) as uPlot.Series.Paths;
}

type Pixel = (v: number) => number;

/** What a line is traced on: a Path2D, or a recorder in tests. */
export type Pen = Pick<Path2D, 'moveTo' | 'lineTo'>;

export interface LineGeometry {
  /** Canvas pixel of an x value / a y value, rounded as uPlot rounds them. */
  pixelX: Pixel;
  pixelY: Pixel;
  /** The x value at a canvas pixel column. */
  xForPixel: (pixel: number) => number;
  /** The plot's width in canvas pixels. */
  width: number;
}

/** Traces the line's points from x position idx0 to idx1 (inclusive): decimated per pixel column when there are four or more points per column. */
export function traceLine(
  pen: Pen,
  xs: ArrayLike<number>,
  ys: Float64Array,
  own: Int32Array | null,
  idx0: number,
  idx1: number,
  g: LineGeometry,
) {
  const from = own ? lowerBound(own, idx0) : idx0;
  const to = own ? lowerBound(own, idx1 + 1) : idx1 + 1;
  if (to - from >= g.width * 4) decimated(pen, xs, ys, own, from, to, g);
  else direct(pen, xs, ys, own, from, to, g);
}

/** The first k with own[k] ≥ position (own ascending). */
export function lowerBound(own: Int32Array, position: number): number {
  let lo = 0;
  let hi = own.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (own[mid]! < position) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Every point joined to the next; a missing reading lifts the pen. k runs over own's entries (or the positions). */
function direct(stroke: Pen, xs: ArrayLike<number>, ys: Float64Array, own: Int32Array | null, from: number, to: number, g: LineGeometry) {
  const { pixelX, pixelY } = g;
  let penDown = false;
  for (let k = from; k < to; k++) {
    const i = own ? own[k]! : k;
    const y = ys[i]!;
    if (y !== y) {
      penDown = false;
      continue;
    }
    if (penDown) stroke.lineTo(pixelX(xs[i]!), pixelY(y));
    else stroke.moveTo(pixelX(xs[i]!), pixelY(y));
    penDown = true;
  }
}

/**
 * Many points per pixel column: each column's points are summed up as entry, low, high and exit
 * (uPlot's decimation). The column's pixel is found only when x passes the next column's first
 * value, not for every point.
 */
function decimated(
  stroke: Pen,
  xs: ArrayLike<number>,
  ys: Float64Array,
  own: Int32Array | null,
  from: number,
  to: number,
  g: LineGeometry,
) {
  const { pixelX, pixelY, xForPixel } = g;
  let column = -Infinity;
  let nextColumnAt = -Infinity;
  // The open column's values (none while `open` is false), and whether the pen is down.
  let open = false;
  let penDown = false;
  let low = 0;
  let high = 0;
  let entry = 0;
  let exit = 0;
  const close = () => {
    if (!open) return;
    open = false;
    const lowY = pixelY(low);
    const highY = pixelY(high);
    if (lowY === highY) return;
    const entryY = pixelY(entry);
    const exitY = pixelY(exit);
    if (entryY !== lowY && exitY !== lowY) stroke.lineTo(column, lowY);
    if (entryY !== highY && exitY !== highY) stroke.lineTo(column, highY);
    stroke.lineTo(column, exitY);
  };
  for (let k = from; k < to; k++) {
    const i = own ? own[k]! : k;
    const t = xs[i]!;
    if (t >= nextColumnAt) {
      const x = pixelX(t);
      if (x !== column) {
        close();
        column = x;
        nextColumnAt = xForPixel(x + 1);
      }
    }
    const y = ys[i]!;
    if (y !== y) {
      // A missing reading: the line stops here and starts again at the next value.
      close();
      penDown = false;
      continue;
    }
    if (!open) {
      if (penDown) stroke.lineTo(column, pixelY(y));
      else stroke.moveTo(column, pixelY(y));
      penDown = true;
      open = true;
      entry = low = high = exit = y;
      continue;
    }
    exit = y;
    if (y < low) low = y;
    else if (y > high) high = y;
  }
  close();
}
