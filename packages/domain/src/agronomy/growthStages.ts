import type { CropId } from './crops';

/**
 * Growth stages by cumulative GDD from planting (docs/agronomy.md §5). Corn in °F GDD (Purdue, UW
 * for RM 95–105 hybrids), potato in °C·d base 7 (Worthington & Hutchinson; Idaho stage names).
 * Configurable per hybrid or variety: these are defaults.
 */

export interface GrowthStage {
  name: string;
  gdd: number;
}

export const CORN_RELATIVE_MATURITY_DEFAULT = 100;

/** R1 runs from about 1150 (RM 90–95) to 1250 (RM 105–110); interpolated between the midpoints. */
const CORN_R1_BY_RM = { lowRm: 92.5, lowGdd: 1150, highRm: 107.5, highGdd: 1250 } as const;

/** R6 (black layer) spans 2400–2600 across hybrids; the middle unless the hybrid's rating is known. */
export const CORN_R6_DEFAULT = 2500;

/** Corn stages; VE takes the middle of 100–125 and V6/VT are the sources' approximate values. */
export function cornStages(options: { relativeMaturity?: number; blackLayerGdd?: number } = {}): GrowthStage[] {
  const rm = options.relativeMaturity ?? CORN_RELATIVE_MATURITY_DEFAULT;
  const { lowRm, lowGdd, highRm, highGdd } = CORN_R1_BY_RM;
  const t = Math.min(1, Math.max(0, (rm - lowRm) / (highRm - lowRm)));
  return [
    { name: 'VE', gdd: 112.5 },
    { name: 'V4', gdd: 380 },
    { name: 'V6', gdd: 490 },
    { name: 'V8', gdd: 600 },
    { name: 'V12', gdd: 900 },
    { name: 'R1', gdd: lowGdd + t * (highGdd - lowGdd) },
    { name: 'VT', gdd: 1200 },
    { name: 'R3', gdd: 1550 },
    { name: 'R4', gdd: 1900 },
    { name: 'R5', gdd: 2200 },
    { name: 'R6', gdd: options.blackLayerGdd ?? CORN_R6_DEFAULT },
  ].sort((a, b) => a.gdd - b.gdd);
}

/**
 * Potato stage starts, °C·d. The sources give no number for the start of tuber initiation
 * or maturation, so those are left to per-variety configuration rather than guessed.
 */
export const POTATO_STAGES: readonly GrowthStage[] = [
  { name: 'I Sprout development', gdd: 0 },
  { name: 'II Vegetative growth', gdd: 210 },
  { name: 'IV Tuber bulking', gdd: 800 },
  { name: 'Harvest window', gdd: 1500 },
];

export function defaultStages(crop: CropId | null): readonly GrowthStage[] {
  if (crop === 'corn') return cornStages();
  if (crop === 'potato') return POTATO_STAGES;
  return [];
}

/** The stage reached at a cumulative GDD and the next one, if any. */
export function stageAt(cumulativeGdd: number, stages: readonly GrowthStage[]): { current: GrowthStage | null; next: GrowthStage | null } {
  let current: GrowthStage | null = null;
  for (const stage of stages) {
    if (stage.gdd <= cumulativeGdd) current = stage;
    else return { current, next: stage };
  }
  return { current, next: null };
}

/** Graph markers (stageData): the first day offset whose cumulative GDD reaches each stage. */
export function stageMarkers(cumulative: readonly number[], stages: readonly GrowthStage[]): { stageName: string; xValue: number }[] {
  return stages.flatMap((stage) => {
    const offset = cumulative.findIndex((c) => c >= stage.gdd);
    return offset === -1 ? [] : [{ stageName: stage.name, xValue: offset }];
  });
}
