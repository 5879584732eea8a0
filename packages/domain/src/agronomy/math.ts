/** Small numeric helpers shared by the agronomy modules. */

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

const POWERS = [1, 10, 100, 1000, 10000, 100000, 1000000];

/**
 * Rounds half away from zero. Trimming to 15 significant digits first keeps 1.005 → 1.01,
 * which plain multiplication by 100 turns into 100.49999… and rounds down.
 * The trim moves a value below 1e9 by at most 5e-7, which can change the result only within that
 * of a half: elsewhere Math.round alone gives the same, without the string (a year of a six-depth
 * series rounds hundreds of thousands of values: the string made it a third of a second).
 */
export function round(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = POWERS[decimals] ?? 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const nearHalf = Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6;
  const shifted = scaled < 1e9 && !nearHalf ? Math.round(scaled) : Math.round(Number(scaled.toPrecision(15)));
  return (Math.sign(value) * shifted) / factor;
}

export function isFiniteNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function sum(values: readonly number[]): number {
  return values.reduce((acc, v) => acc + v, 0);
}

export function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : sum(values) / values.length;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] as number;
  return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] as number) + hi) / 2;
}

export interface LinearFit {
  slope: number;
  intercept: number;
}

/** Ordinary least squares; null when fewer than two distinct x values. */
export function linearFit(xs: readonly number[], ys: readonly number[]): LinearFit | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return null;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    sx += xs[i] as number;
    sy += ys[i] as number;
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - mx;
    sxx += dx * dx;
    sxy += dx * ((ys[i] as number) - my);
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx };
}
