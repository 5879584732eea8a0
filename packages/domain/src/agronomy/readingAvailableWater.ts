/**
 * Available water of single readings, as the graph-data answer draws it (spec 001 §2.8): per
 * layer and unclamped, so drainage above FC and drying below PWP show. These run once per reading
 * and depth and check nothing: a missing reading (NaN) or an FC equal to PWP gives NaN or
 * ±Infinity, which the caller shows as a gap. awPercent (availableWater.ts) is the checked form.
 */

/** AW% of one reading: (VWC − PWP)/(FC − PWP) × 100. */
export function awPercentUnchecked(vwc: number, fc: number, pwp: number): number {
  return ((vwc - pwp) / (fc - pwp)) * 100;
}

/** Water above PWP in one layer, inches: (VWC − PWP)/100 × thickness; negative below PWP. */
export function layerAwInches(vwc: number, pwp: number, thicknessIn: number): number {
  return ((vwc - pwp) / 100) * thicknessIn;
}

/** TAW of every layer of a probe, inches: Σ (FC − PWP)/100 × thickness (no root-depth weighting). */
export function probeTawInches(fc: readonly number[], pwp: readonly number[], thicknessIn: readonly number[]): number {
  return thicknessIn.reduce((sum, th, d) => sum + ((fc[d]! - pwp[d]!) / 100) * th, 0);
}

/** Available water as % of TAW; null without a positive TAW. */
export function awPercentOfTaw(awIn: number, tawIn: number): number | null {
  return tawIn > 0 ? (awIn / tawIn) * 100 : null;
}
