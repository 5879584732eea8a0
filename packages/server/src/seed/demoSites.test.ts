import { describe, expect, it } from 'vitest';
import { hasExpectedStages } from '@tilth/domain';
import { canonicalPlantType } from '@tilth/domain/sites/cropTypes';
import { CROP_LABELS, demoSites } from './demoSites';

describe('the demo sites’ crops', () => {
  it('are stored as the crop-type list spells them, so the select, the templates and the Expected Stages card agree', () => {
    for (const site of demoSites) {
      const crop = CROP_LABELS[site.crop];
      expect(crop, site.name).toBeDefined();
      expect(canonicalPlantType(crop), `${site.name}: ${crop}`).toBe(crop);
    }
  });

  it('include a potato site that shows the Expected Stages card', () => {
    const potato = demoSites.find((site) => site.crop === 'potato');
    expect(potato).toBeDefined();
    expect(CROP_LABELS.potato).toBe('Potatoes');
    expect(hasExpectedStages(CROP_LABELS.potato)).toBe(true);
  });
});
