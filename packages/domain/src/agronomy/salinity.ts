import { CROP_DEFAULTS, type CropId } from './crops';
import { clamp } from './math';
import { dsPerM, microSiemensPerCmToDsPerM, type DeciSiemensPerMetre } from './units';

/**
 * Salinity (docs/agronomy.md §7). Thresholds are written for ECe (saturated-paste extract, dS/m);
 * probes report bulk or pore-water EC, often in µS/cm (e.g. Dragino LSE01).
 * Sources: Maas & Grattan via FAO (y4263e0e); soil classes from CanSIS.
 */

/**
 * Rule of thumb ECpore at field capacity ≈ 2 × ECe. Approximate: results derived through it
 * must be labelled as estimates.
 */
export const PORE_TO_ECE_RATIO = 2;

export function eceFromPoreEc(poreEc: number): { ece: DeciSiemensPerMetre; approximate: true } {
  return { ece: dsPerM(poreEc / PORE_TO_ECE_RATIO), approximate: true };
}

export function eceFromProbeMicroSiemens(poreEcMicroSiemensPerCm: number) {
  return eceFromPoreEc(microSiemensPerCmToDsPerM(poreEcMicroSiemensPerCm));
}

export type SoilSalinityClass = 'nonSaline' | 'slight' | 'moderate' | 'strong' | 'veryStrong';

/** Upper ECe bound (dS/m) of each class; above the last is very strong. */
export const SOIL_SALINITY_CLASSES: readonly { upTo: number; value: SoilSalinityClass }[] = [
  { upTo: 2, value: 'nonSaline' },
  { upTo: 4, value: 'slight' },
  { upTo: 8, value: 'moderate' },
  { upTo: 16, value: 'strong' },
];

export function soilSalinityClass(ece: number): SoilSalinityClass {
  return SOIL_SALINITY_CLASSES.find((c) => ece <= c.upTo)?.value ?? 'veryStrong';
}

/** Maas–Hoffman relative yield Yr% = 100 − b(ECe − a), held within 0–100. */
export function relativeYield(ece: number, threshold: { a: number; b: number }): number {
  return clamp(100 - threshold.b * Math.max(0, ece - threshold.a), 0, 100);
}

export function cropRelativeYield(crop: CropId, ece: number): number {
  return relativeYield(ece, CROP_DEFAULTS[crop].salinity);
}

export type SalinityBand = 'low' | 'medium' | 'high';

/** Low up to the threshold a, medium up to 10 % yield loss (a + 10/b), high beyond. */
export function salinityBand(ece: number, threshold: { a: number; b: number }): SalinityBand {
  if (ece <= threshold.a) return 'low';
  return ece <= threshold.a + 10 / threshold.b ? 'medium' : 'high';
}

export function cropSalinityBand(crop: CropId, ece: number): SalinityBand {
  return salinityBand(ece, CROP_DEFAULTS[crop].salinity);
}

/** Site state flag values (spec 001 §3). */
export type SalinityLevel = 'LOW' | 'MED' | 'HIGH';

const LEVEL_BY_BAND: Readonly<Record<SalinityBand, SalinityLevel>> = { low: 'LOW', medium: 'MED', high: 'HIGH' };

export function salinityLevel(ece: number, threshold: { a: number; b: number }): SalinityLevel {
  return LEVEL_BY_BAND[salinityBand(ece, threshold)];
}
