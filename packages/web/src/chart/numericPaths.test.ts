import { describe, expect, it } from 'vitest';
import { lowerBound, traceLine, type LineGeometry, type Pen } from './numericPaths';

/** Records the pen's moves as ['M' | 'L', x, y]. */
function recorder(): Pen & { moves: [string, number, number][] } {
  const moves: [string, number, number][] = [];
  return { moves, moveTo: (x, y) => void moves.push(['M', x, y]), lineTo: (x, y) => void moves.push(['L', x, y]) };
}

/** One pixel per x unit, y as is: each point its own column. */
const perPoint: LineGeometry = { pixelX: (v) => v, pixelY: (v) => v, xForPixel: (p) => p, width: 100 };
/** Five x units per pixel column, two columns: decimated. */
const perFive: LineGeometry = { pixelX: (v) => Math.floor(v / 5), pixelY: (v) => v, xForPixel: (p) => p * 5, width: 2 };

const xs = Array.from({ length: 10 }, (_, i) => i);
const trace = (ys: number[], g: LineGeometry, own: number[] | null = null, idx0 = 0, idx1 = ys.length - 1) => {
  const pen = recorder();
  traceLine(pen, xs, Float64Array.from(ys), own && Int32Array.from(own), idx0, idx1, g);
  return pen.moves;
};

describe('numeric line paths', () => {
  it('joins point to point and lifts the pen at a missing reading (a gap)', () => {
    expect(trace([1, 2, NaN, 4, 5], perPoint)).toEqual([
      ['M', 0, 1],
      ['L', 1, 2],
      ['M', 3, 4],
      ['L', 4, 5],
    ]);
  });

  it('draws across the positions a line has no point at (the other device’s times), within the visible positions', () => {
    const ys = [1, NaN, 3, NaN, 5, NaN, 7];
    expect(trace(ys, perPoint, [0, 2, 4, 6])).toEqual([
      ['M', 0, 1],
      ['L', 2, 3],
      ['L', 4, 5],
      ['L', 6, 7],
    ]);
    // Only x positions 2 to 4 in view.
    expect(trace(ys, perPoint, [0, 2, 4, 6], 2, 4)).toEqual([
      ['M', 2, 3],
      ['L', 4, 5],
    ]);
  });

  it('with four or more points a column, draws each column as entry, low, high and exit (uPlot’s decimation)', () => {
    // Column 0: 5 1 9 3 4 — entry 5, low 1, high 9, exit 4. Column 1 is flat at 2: one point.
    expect(trace([5, 1, 9, 3, 4, 2, 2, 2, 2, 2], perFive)).toEqual([
      ['M', 0, 5],
      ['L', 0, 1],
      ['L', 0, 9],
      ['L', 0, 4],
      ['L', 1, 2],
    ]);
    // Low or high at the entry or exit is not drawn twice.
    expect(trace([1, 5, 3, 4, 9, 9, 8, 7, 6, 7], perFive)).toEqual([
      ['M', 0, 1],
      ['L', 0, 9],
      ['L', 1, 9],
      ['L', 1, 6],
      ['L', 1, 7],
    ]);
  });

  it('breaks a decimated line at a missing reading inside a column', () => {
    expect(trace([5, NaN, 9, 3, 4, 2, 2, 2, 2, 2], perFive)).toEqual([
      ['M', 0, 5],
      ['M', 0, 9],
      ['L', 0, 3],
      ['L', 0, 4],
      ['L', 1, 2],
    ]);
  });

  it('finds the first own position at or after a position', () => {
    const own = Int32Array.of(0, 2, 4, 6);
    expect([-1, 0, 1, 2, 6, 7].map((p) => lowerBound(own, p))).toEqual([0, 0, 1, 1, 3, 4]);
  });
});
