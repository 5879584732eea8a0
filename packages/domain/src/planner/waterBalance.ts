/**
 * The root zone's water account, day by day — the "checkbook" of irrigation scheduling:
 * deficit(t) = deficit(t−1) + crop use − effective rain − net irrigation, never below 0 (water
 * beyond field capacity drains below the roots). Depths in inches.
 */

/**
 * Rain that counts (the planner's rule, said on screen): a day's rain below this depth wets the
 * canopy and the soil surface and evaporates before it reaches the roots, so it counts as 0; a
 * larger rain counts in full up to the root zone's deficit, and what is beyond the deficit drains.
 */
export const EFFECTIVE_RAIN_MIN_IN = 0.1;
export const EFFECTIVE_RAIN_RULE = 'Rain of 0.1 in or more in a day counts, up to what the root zone can hold; lighter rain evaporates.';

/** The part of a day's rain that can reach the roots (before the deficit caps it). */
export function effectiveRainIn(rainIn: number): number {
  return rainIn >= EFFECTIVE_RAIN_MIN_IN ? rainIn : 0;
}

export interface BalanceDay {
  /** Crop water use (ETc), inches. */
  cropUseIn: number;
  /** Effective rain, inches. */
  rainIn: number;
  /** Net irrigation reaching the roots, inches. */
  irrigationIn: number;
}

export interface BalanceStep {
  deficitIn: number;
  /** Water beyond field capacity that drained below the root zone that day, inches. */
  drainageIn: number;
}

/** One day of the checkbook. */
export function balanceStep(previousDeficitIn: number, day: BalanceDay): BalanceStep {
  const next = previousDeficitIn + day.cropUseIn - day.rainIn - day.irrigationIn;
  return next < 0 ? { deficitIn: 0, drainageIn: -next } : { deficitIn: next, drainageIn: 0 };
}

/** The checkbook over several days, from a starting deficit: each day's closing deficit and drainage. */
export function checkbook(startDeficitIn: number, days: readonly BalanceDay[]): BalanceStep[] {
  const steps: BalanceStep[] = [];
  let deficit = startDeficitIn;
  for (const day of days) {
    const step = balanceStep(deficit, day);
    steps.push(step);
    deficit = step.deficitIn;
  }
  return steps;
}

/**
 * The first day (1-based: 1 is the first projected day) on which the deficit reaches the allowed
 * depletion — the refill point; 0 when it already has; null when not within the days given.
 */
export function daysToAllowedDepletion(startDeficitIn: number, allowedDepletionIn: number, days: readonly BalanceDay[]): number | null {
  if (startDeficitIn >= allowedDepletionIn) return 0;
  const steps = checkbook(startDeficitIn, days);
  const index = steps.findIndex((s) => s.deficitIn >= allowedDepletionIn);
  return index === -1 ? null : index + 1;
}
