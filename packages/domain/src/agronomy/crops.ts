/**
 * Per-crop defaults as data (docs/agronomy.md §1, §4, §7). Values are FAO-56 Tables 11/12/22 via
 * pyfao56 and Maas & Grattan via FAO; a site or template may override any of them.
 * Where FAO gives a range (cotton Kc mid/end, wheat Kc ini/end) the midpoint is used.
 */

export const CROP_IDS = ['corn', 'potato', 'soybean', 'cotton', 'springWheat', 'winterWheat', 'alfalfa'] as const;
export type CropId = (typeof CROP_IDS)[number];

/** FAO-56 four-stage Kc curve: initial, development, mid-season, late-season. */
export interface KcCurve {
  kcIni: number;
  kcMid: number;
  kcEnd: number;
  /** Stage lengths in days: [initial, development, mid, late]. */
  stageDays: readonly [number, number, number, number];
}

export interface CropDefaults {
  label: string;
  /** Depletion fraction p for no stress at ETc ≈ 5 mm/d (FAO-56 Table 22). */
  p: number;
  kc: KcCurve;
  /** Maximum effective root depth range, metres (FAO-56 Table 22). */
  rootDepthM: readonly [number, number];
  /** Maas–Hoffman salinity threshold a (dS/m ECe) and slope b (% yield per dS/m). */
  salinity: { a: number; b: number; verified: boolean };
}

export const CROP_DEFAULTS: Readonly<Record<CropId, CropDefaults>> = {
  corn: {
    label: 'Corn (grain)',
    p: 0.55,
    // Calif./Spain lengths; Idaho uses 30/40/50/50. Kc_end 0.60 if harvested wet.
    kc: { kcIni: 0.3, kcMid: 1.2, kcEnd: 0.35, stageDays: [30, 40, 50, 30] },
    rootDepthM: [1.0, 1.7],
    salinity: { a: 1.7, b: 12, verified: true },
  },
  potato: {
    label: 'Potato',
    p: 0.35,
    // Continental climate; Idaho uses 45/30/70/20.
    kc: { kcIni: 0.5, kcMid: 1.15, kcEnd: 0.75, stageDays: [25, 30, 45, 30] },
    rootDepthM: [0.4, 0.6],
    salinity: { a: 1.7, b: 12, verified: true },
  },
  soybean: {
    label: 'Soybean',
    p: 0.5,
    kc: { kcIni: 0.5, kcMid: 1.15, kcEnd: 0.5, stageDays: [20, 35, 60, 25] },
    rootDepthM: [0.6, 1.3],
    // Recalled from Maas (1990) and not yet checked against the source: marked unverified.
    salinity: { a: 5.0, b: 20, verified: false },
  },
  cotton: {
    label: 'Cotton',
    p: 0.65,
    kc: { kcIni: 0.35, kcMid: 1.175, kcEnd: 0.6, stageDays: [30, 50, 55, 45] },
    rootDepthM: [1.0, 1.7],
    salinity: { a: 7.7, b: 5.2, verified: true },
  },
  springWheat: {
    label: 'Spring wheat',
    p: 0.55,
    kc: { kcIni: 0.3, kcMid: 1.15, kcEnd: 0.325, stageDays: [20, 25, 60, 30] },
    rootDepthM: [1.0, 1.5],
    salinity: { a: 6.0, b: 7.1, verified: true },
  },
  winterWheat: {
    label: 'Winter wheat',
    p: 0.55,
    kc: { kcIni: 0.55, kcMid: 1.15, kcEnd: 0.325, stageDays: [160, 75, 75, 25] },
    rootDepthM: [1.5, 1.8],
    salinity: { a: 6.0, b: 7.1, verified: true },
  },
  alfalfa: {
    label: 'Alfalfa (per cutting)',
    p: 0.55,
    // First cycle; later cycles are 5/20/10/10 and the curve restarts at each cut.
    kc: { kcIni: 0.4, kcMid: 1.2, kcEnd: 1.15, stageDays: [10, 30, 25, 10] },
    rootDepthM: [1.0, 2.0],
    salinity: { a: 2.0, b: 7.3, verified: true },
  },
};

/** Later alfalfa cutting cycles (FAO-56 Table 11, Idaho). */
export const ALFALFA_LATER_CYCLE_DAYS: KcCurve['stageDays'] = [5, 20, 10, 10];

/**
 * How a site's free-text plant type names a crop: the first entry with a group of words all found
 * in the lower-cased text. As data, so the server can ask the same question in SQL (farm health).
 * Wheat without a season is taken as spring wheat, the shorter and more common irrigated one.
 */
export const PLANT_TYPE_WORDS: readonly { crop: CropId; anyOf: readonly (readonly string[])[] }[] = [
  { crop: 'corn', anyOf: [['corn'], ['maize']] },
  { crop: 'potato', anyOf: [['potato']] },
  { crop: 'soybean', anyOf: [['soy']] },
  { crop: 'cotton', anyOf: [['cotton']] },
  { crop: 'alfalfa', anyOf: [['alfalfa'], ['lucerne']] },
  { crop: 'winterWheat', anyOf: [['wheat', 'winter']] },
  { crop: 'springWheat', anyOf: [['wheat']] },
];

/** Maps a site's free-text plant type ('Corn', 'Potatoes', 'Soybean', …) to a crop id. */
export function cropIdFromPlantType(plantType: string | null | undefined): CropId | null {
  const name = (plantType ?? '').toLowerCase();
  const match = PLANT_TYPE_WORDS.find((entry) => entry.anyOf.some((words) => words.every((w) => name.includes(w))));
  return match?.crop ?? null;
}
