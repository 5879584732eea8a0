import { EXPECTED_STAGES_CROP, hasExpectedStages } from '../siteConfig/siteConfigConstants';

/**
 * The crop types a site or a crop template may hold: what GET /types/PlantType offers and what a
 * write must name (issue 27). One spelling each, spec 002's ('Potatoes', never 'Potato'), so the
 * Expected Stages card, the crop-type select and the template picker agree on a site's crop.
 */
export const PLANT_TYPES = ['Alfalfa', 'Corn', 'Cotton', 'Potatoes', 'Soybean', 'Spring Wheat', 'Wheat', 'Winter Wheat'] as const;
export type PlantType = (typeof PLANT_TYPES)[number];

/** The list's spelling of a crop type written in any case (spaces around ignored); null when it is not on the list. */
export function canonicalPlantType(text: string | null | undefined): PlantType | null {
  const wanted = (text ?? '').trim().toLowerCase();
  return PLANT_TYPES.find((name) => name.toLowerCase() === wanted) ?? null;
}

/** Whether two stored crop types name the same crop (a template's and a site's); case and spaces around don't matter. */
export function sameCropType(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}

export const CROP_TYPE_MESSAGES = {
  unknown: (value: string) => `Crop type "${value}" is not one we know. Choose one of: ${PLANT_TYPES.join(', ')}.`,
  noExpectedStages: (crop: string | null) =>
    `Expected stages are only for ${EXPECTED_STAGES_CROP}; this site's crop type is ${crop?.trim() ? crop.trim() : 'not set'}.`,
} as const;

/** Why a site with crop type `crop` can't hold expected stages, or null when it can. */
export function expectedStagesCropError(crop: string | null | undefined): string | null {
  return hasExpectedStages(crop) ? null : CROP_TYPE_MESSAGES.noExpectedStages(crop ?? null);
}
