import { awPercentUnchecked, fahrenheitOf, layerAwInches } from '@tilth/domain';

/**
 * What a graph series shows of a stored reading, per depth: the reading itself, % of available
 * water, inches of available water, or °F. Data, not a function, so the byte writer of a
 * site-year (graphPresenter) can run one loop per kind over a piece of readings: with one call
 * site for every series' function, the JIT could inline none of them, and calling them was the
 * writer's costliest line.
 */
export type ReadingTransform =
  | { kind: 'same' }
  | { kind: 'awPercent'; fc: number[]; pwp: number[] }
  | { kind: 'awInches'; pwp: number[]; thickness: number[] }
  | { kind: 'fahrenheit' };

export const SAME: ReadingTransform = { kind: 'same' };
export const FAHRENHEIT: ReadingTransform = { kind: 'fahrenheit' };

/** The value shown for reading `v` at depth `d`. */
export function transformed(t: ReadingTransform, v: number, d: number): number {
  switch (t.kind) {
    case 'same':
      return v;
    case 'awPercent':
      return awPercentUnchecked(v, t.fc[d]!, t.pwp[d]!);
    case 'awInches':
      return layerAwInches(v, t.pwp[d]!, t.thickness[d]!);
    case 'fahrenheit':
      return fahrenheitOf(v);
  }
}

/**
 * Math.round(transformed(t, v, d) × unit) for the readings of positions [start, end) of a series
 * written newest first (position o is reading n − 1 − o), into `out` at (o − start) × stride + d:
 * the same numbers as transformed() gives, one loop per kind.
 */
export function scaleInto(
  t: ReadingTransform,
  values: Float32Array,
  d: number,
  start: number,
  end: number,
  n: number,
  unit: number,
  out: Float64Array,
  stride: number,
): void {
  let j = d;
  switch (t.kind) {
    case 'same':
      for (let o = start; o < end; o++, j += stride) out[j] = Math.round(values[n - 1 - o]! * unit);
      return;
    case 'awPercent': {
      const fc = t.fc[d]!;
      const pwp = t.pwp[d]!;
      for (let o = start; o < end; o++, j += stride) out[j] = Math.round(awPercentUnchecked(values[n - 1 - o]!, fc, pwp) * unit);
      return;
    }
    case 'awInches': {
      const pwp = t.pwp[d]!;
      const thickness = t.thickness[d]!;
      for (let o = start; o < end; o++, j += stride) out[j] = Math.round(layerAwInches(values[n - 1 - o]!, pwp, thickness) * unit);
      return;
    }
    case 'fahrenheit':
      for (let o = start; o < end; o++, j += stride) out[j] = Math.round(fahrenheitOf(values[n - 1 - o]!) * unit);
      return;
  }
}
