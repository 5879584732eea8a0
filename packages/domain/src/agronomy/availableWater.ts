import { clamp, isFiniteNumber, sum } from './math';
import { awPercentUnchecked } from './readingAvailableWater';
import { inches, type Inches } from './units';

/**
 * Available water, profile totals, RAW, refill point and Ks (docs/agronomy.md §1).
 * VWC, FC and PWP are % v/v; thicknesses and water depths are inches.
 * Sources: FAO-56 ch.8 (Eqs 82–84), USU soil-sensor setup (midpoint rule), UF/IFAS AE460.
 */

/** FC ≤ PWP is an invalid configuration: no available-water range exists. */
export function isValidRange(fc: number, pwp: number): boolean {
  return isFiniteNumber(fc) && isFiniteNumber(pwp) && fc > pwp;
}

/** AW% = (VWC − PWP)/(FC − PWP) × 100; null for a missing reading or invalid FC/PWP. Unclamped. */
export function awPercent(vwc: number | null, fc: number, pwp: number): number | null {
  if (!isFiniteNumber(vwc) || !isValidRange(fc, pwp)) return null;
  return awPercentUnchecked(vwc, fc, pwp);
}

/** Inverse of awPercent: VWC = PWP + pct × (FC − PWP)/100. */
export function vwcFromAwPercent(pct: number, fc: number, pwp: number): number {
  return pwp + (pct * (fc - pwp)) / 100;
}

/** Soil at or below 0 °C reads as drying because ice is invisible to the sensor; mask it. */
export function isFrozen(soilTempC: number | null | undefined): boolean {
  return isFiniteNumber(soilTempC) && soilTempC <= 0;
}

export interface LayerBounds {
  topIn: number;
  bottomIn: number;
  thicknessIn: number;
}

/**
 * Midpoint rule (USU): each sensor represents soil from halfway to the sensor above (or the
 * surface) down to halfway to the sensor below; the bottom layer mirrors its upper half.
 * Depths must be increasing; 6/18/30 in → bounds 0/12/24/36.
 */
export function layerBounds(depthsIn: readonly number[]): LayerBounds[] {
  for (let i = 1; i < depthsIn.length; i++) {
    if ((depthsIn[i] as number) <= (depthsIn[i - 1] as number)) {
      throw new RangeError('Sensor depths must be strictly increasing');
    }
  }
  const edges: number[] = [0];
  for (let i = 0; i < depthsIn.length - 1; i++) {
    edges.push(((depthsIn[i] as number) + (depthsIn[i + 1] as number)) / 2);
  }
  const last = depthsIn[depthsIn.length - 1];
  if (last !== undefined) edges.push(last + (last - (edges[edges.length - 1] as number)));
  return depthsIn.map((_, i) => {
    const topIn = edges[i] as number;
    const bottomIn = edges[i + 1] as number;
    return { topIn, bottomIn, thicknessIn: bottomIn - topIn };
  });
}

/** Fraction of a layer lying above the root depth Zr; layers below Zr count for nothing. */
export function rootZoneFraction(bounds: LayerBounds, rootDepthIn: number | null | undefined): number {
  if (!isFiniteNumber(rootDepthIn)) return 1;
  if (bounds.thicknessIn <= 0) return 0;
  return clamp((rootDepthIn - bounds.topIn) / bounds.thicknessIn, 0, 1);
}

export interface ProfileLayerInput {
  depthIn: number;
  fc: number;
  pwp: number;
  vwc: number | null;
  /** Soil temperature, °C; a frozen layer is masked like a missing one. */
  soilTempC?: number | null;
}

export type LayerExclusion = 'missing' | 'frozen' | 'invalidRange';

export interface ProfileLayer extends LayerBounds {
  depthIn: number;
  /** Share of the layer inside the root zone (0–1). */
  fraction: number;
  excluded: LayerExclusion | null;
  tawIn: number;
  awIn: number;
  surplusIn: number;
  awPercent: number | null;
}

export interface ProfileTotals {
  layers: ProfileLayer[];
  tawIn: Inches;
  awIn: Inches;
  deficitIn: Inches;
  surplusIn: Inches;
  /** AW/TAW × 100, null when no layer counts. */
  awPercent: number | null;
  /** True when a layer inside the root zone was missing, frozen or misconfigured. */
  partial: boolean;
}

/**
 * TAW = Σ(FC−PWP)·t, AW = Σ(clamp(VWC,PWP,FC)−PWP)·t, deficit = TAW − AW,
 * surplus = Σ max(0, VWC−FC)·t, each layer weighted by its share above root depth.
 * Excluded layers drop out of both TAW and AW so AW% stays meaningful; the total is flagged partial.
 */
export function profileTotals(input: readonly ProfileLayerInput[], options: { rootDepthIn?: number | null } = {}): ProfileTotals {
  const bounds = layerBounds(input.map((l) => l.depthIn));
  let partial = false;
  const layers = input.map((layer, i): ProfileLayer => {
    const b = bounds[i] as LayerBounds;
    const fraction = rootZoneFraction(b, options.rootDepthIn);
    const excluded: LayerExclusion | null = !isValidRange(layer.fc, layer.pwp)
      ? 'invalidRange'
      : !isFiniteNumber(layer.vwc)
        ? 'missing'
        : isFrozen(layer.soilTempC)
          ? 'frozen'
          : null;
    if (excluded !== null || !isFiniteNumber(layer.vwc)) {
      if (fraction > 0) partial = true;
      return { ...b, depthIn: layer.depthIn, fraction, excluded, tawIn: 0, awIn: 0, surplusIn: 0, awPercent: null };
    }
    const t = (b.thicknessIn * fraction) / 100;
    const held = clamp(layer.vwc, layer.pwp, layer.fc);
    return {
      ...b,
      depthIn: layer.depthIn,
      fraction,
      excluded,
      tawIn: (layer.fc - layer.pwp) * t,
      awIn: (held - layer.pwp) * t,
      surplusIn: Math.max(0, layer.vwc - layer.fc) * t,
      awPercent: awPercent(layer.vwc, layer.fc, layer.pwp),
    };
  });
  const taw = sum(layers.map((l) => l.tawIn));
  const aw = sum(layers.map((l) => l.awIn));
  return {
    layers,
    tawIn: inches(taw),
    awIn: inches(aw),
    deficitIn: inches(taw - aw),
    surplusIn: inches(sum(layers.map((l) => l.surplusIn))),
    awPercent: taw > 0 ? (aw / taw) * 100 : null,
    partial,
  };
}

/** RAW = p × TAW (FAO-56 Eq. 83). */
export function readilyAvailableWater(tawIn: number, p: number): Inches {
  return inches(p * tawIn);
}

/** Bounds FAO-56 allows for the ET-adjusted depletion fraction. */
export const P_ADJUSTMENT_LIMITS = { min: 0.1, max: 0.8, referenceEtcMm: 5, slope: 0.04 } as const;

/** FAO-56 Table 22 footnote: p = clamp(p + 0.04 × (5 − ETc mm/d), 0.1, 0.8). */
export function adjustDepletionFraction(p: number, etcMmPerDay: number): number {
  const { min, max, referenceEtcMm, slope } = P_ADJUSTMENT_LIMITS;
  return clamp(p + slope * (referenceEtcMm - etcMmPerDay), min, max);
}

/** Refill point of a layer: RP = FC − MAD × (FC − PWP), as VWC %. */
export function refillPointVwc(fc: number, pwp: number, mad: number): number {
  return fc - mad * (fc - pwp);
}

/** Irrigate once the root-zone deficit has used up the manager's allowable depletion. */
export function shouldIrrigate(deficitIn: number, tawIn: number, mad: number): boolean {
  return tawIn > 0 && deficitIn >= mad * tawIn;
}

/** Water-stress coefficient Ks = clamp((TAW − Dr)/((1 − p)·TAW), 0, 1) (FAO-56 Eq. 84). */
export function waterStressCoefficient(tawIn: number, depletionIn: number, p: number): number {
  const denominator = (1 - p) * tawIn;
  if (denominator <= 0) return 0;
  return clamp((tawIn - depletionIn) / denominator, 0, 1);
}

/** Weighted mean of per-layer values by each layer's share of the profile's TAW. */
export function tawWeighted(layers: readonly ProfileLayer[], values: readonly (number | null)[]): number | null {
  let weight = 0;
  let total = 0;
  layers.forEach((layer, i) => {
    const v = values[i];
    if (layer.tawIn > 0 && isFiniteNumber(v)) {
      weight += layer.tawIn;
      total += v * layer.tawIn;
    }
  });
  return weight > 0 ? total / weight : null;
}
