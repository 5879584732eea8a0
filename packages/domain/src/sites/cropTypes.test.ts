import { describe, expect, it } from 'vitest';
import { canonicalPlantType, CROP_TYPE_MESSAGES, expectedStagesCropError, PLANT_TYPES, sameCropType } from './cropTypes';
import { EXPECTED_STAGES_CROP } from '../siteConfig/siteConfigConstants';

describe('crop types', () => {
  it('spells potatoes as spec 002 does, and the Expected Stages crop is on the list', () => {
    expect(PLANT_TYPES).toContain('Potatoes');
    expect(PLANT_TYPES).not.toContain('Potato');
    expect(PLANT_TYPES).toContain(EXPECTED_STAGES_CROP);
  });

  it('answers the list’s spelling for any case, null for a crop not on the list', () => {
    expect(canonicalPlantType('Potatoes')).toBe('Potatoes');
    expect(canonicalPlantType('  potatoes ')).toBe('Potatoes');
    expect(canonicalPlantType('spring wheat')).toBe('Spring Wheat');
    expect(canonicalPlantType('Potato')).toBeNull();
    expect(canonicalPlantType('Sugar beet')).toBeNull();
    expect(canonicalPlantType('')).toBeNull();
    expect(canonicalPlantType(null)).toBeNull();
    expect(CROP_TYPE_MESSAGES.unknown('Potato')).toBe(
      'Crop type "Potato" is not one we know. Choose one of: Alfalfa, Corn, Cotton, Potatoes, Soybean, Spring Wheat, Wheat, Winter Wheat.',
    );
  });

  it('lets only a potato crop hold expected stages, saying why not otherwise', () => {
    expect(expectedStagesCropError('Potatoes')).toBeNull();
    expect(expectedStagesCropError('Corn')).toBe("Expected stages are only for Potatoes; this site's crop type is Corn.");
    expect(expectedStagesCropError(null)).toBe("Expected stages are only for Potatoes; this site's crop type is not set.");
  });

  it('matches a template’s crop to a site’s in any case', () => {
    expect(sameCropType('Potatoes', ' potatoes')).toBe(true);
    expect(sameCropType('Corn', 'Potatoes')).toBe(false);
    expect(sameCropType('Corn', null)).toBe(false);
  });
});
