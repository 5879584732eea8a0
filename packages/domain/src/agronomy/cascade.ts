import { clamp } from './math';

/**
 * Cascade bucket steps (docs/agronomy.md §6): the soil-water balance the simulator runs and the
 * tests use to build synthetic readings. VWC in %, layer thickness and water in mm.
 */

export interface BucketLayer {
  thicknessMm: number;
  fc: number;
  pwp: number;
  /** Saturation; water above FC drains with time constant τ instead of at once. */
  sat?: number;
}

export interface CascadeResult {
  theta: number[];
  /** Water leaving the bottom layer, mm. */
  drainageMm: number;
}

/** Typical drainage time constants τ, hours. */
export const DRAINAGE_TAU_HOURS = { sand: 9, loam: 24, clay: 72 } as const;

/** Root-water-uptake weights by quarter of the root depth, top first (40/30/20/10 rule). */
export const ROOT_QUARTER_WEIGHTS = [0.4, 0.3, 0.2, 0.1] as const;

/**
 * Rain or irrigation enters the top layer, fills it to FC ('fc', instant drainage) or SAT ('sat')
 * and passes the excess down; what leaves the bottom is deep drainage.
 */
export function infiltrate(
  theta: readonly number[],
  layers: readonly BucketLayer[],
  waterMm: number,
  fillTo: 'fc' | 'sat' = 'fc',
): CascadeResult {
  let carry = Math.max(0, waterMm);
  const next = layers.map((layer, i) => {
    const current = theta[i] ?? layer.pwp;
    const ceiling = fillTo === 'sat' ? (layer.sat ?? layer.fc) : layer.fc;
    const room = Math.max(0, ((ceiling - current) / 100) * layer.thicknessMm);
    const taken = Math.min(room, carry);
    carry -= taken;
    return current + (taken / layer.thicknessMm) * 100;
  });
  return { theta: next, drainageMm: carry };
}

/**
 * One drainage step: (θ − FC)(1 − e^(−Δt/τ)) of each layer, taken from the state at the start
 * of the step, moves to the layer below, so water advances one layer per step. Only water
 * pushed above SAT cascades further at once.
 */
export function drain(theta: readonly number[], layers: readonly BucketLayer[], tauHours: number, dtHours = 1): CascadeResult {
  const share = 1 - Math.exp(-dtHours / tauHours);
  let inflowMm = 0;
  const next = layers.map((layer, i) => {
    const start = theta[i] ?? layer.pwp;
    const out = Math.max(0, start - layer.fc) * share;
    let current = start - out + (inflowMm / layer.thicknessMm) * 100;
    const overflow = Math.max(0, current - (layer.sat ?? Number.POSITIVE_INFINITY));
    current -= overflow;
    inflowMm = ((out + overflow) / 100) * layer.thicknessMm;
    return current;
  });
  return { theta: next, drainageMm: inflowMm };
}

/** Layer stress Ks_i = clamp((θ − PWP)/((1 − p)(FC − PWP)), 0, 1). */
export function layerStress(theta: number, layer: BucketLayer, p: number): number {
  const denominator = (1 - p) * (layer.fc - layer.pwp);
  return denominator > 0 ? clamp((theta - layer.pwp) / denominator, 0, 1) : 0;
}

/** Removes demand × w_i × Ks_i from each layer; stressed layers give less, unmet demand is lost. */
export function extract(
  theta: readonly number[],
  layers: readonly BucketLayer[],
  demandMm: number,
  weights: readonly number[],
  p: number,
): { theta: number[]; uptakeMm: number[] } {
  const uptakeMm = layers.map((layer, i) => demandMm * (weights[i] ?? 0) * layerStress(theta[i] ?? layer.pwp, layer, p));
  return {
    theta: layers.map((layer, i) => (theta[i] ?? layer.pwp) - ((uptakeMm[i] as number) / layer.thicknessMm) * 100),
    uptakeMm,
  };
}

/** Each layer's share of uptake from its overlap with the quarters of root depth Zr. */
export function rootWeights(layerTopsAndBottoms: readonly { top: number; bottom: number }[], rootDepth: number) {
  const quarter = rootDepth / ROOT_QUARTER_WEIGHTS.length;
  return layerTopsAndBottoms.map(({ top, bottom }) =>
    ROOT_QUARTER_WEIGHTS.reduce((acc, w, q) => {
      const overlap = Math.max(0, Math.min(bottom, (q + 1) * quarter) - Math.max(top, q * quarter));
      return quarter > 0 ? acc + (w * overlap) / quarter : acc;
    }, 0),
  );
}

/** Share of a day's demand falling in [hour, hour + 1) when demand follows a half-sine over daylight. */
export function halfSineShare(hour: number, sunriseHour = 6, sunsetHour = 18): number {
  const length = sunsetHour - sunriseHour;
  const phase = (h: number) => clamp((h - sunriseHour) / length, 0, 1) * Math.PI;
  return (Math.cos(phase(hour)) - Math.cos(phase(hour + 1))) / 2;
}
