import { describe, expect, it } from 'vitest';
import { tabView } from './tabView';

const gold = { stages: true, prediction: true, plantingDate: '2025-04-01' };

describe('tabView', () => {
  it('draws the tab’s groups, or the user’s on Custom/Combined, with Relative for water only', () => {
    expect(tabView('PRED', ['temperature'], gold)).toMatchObject({ groups: ['aw'], relativeApplies: true, moistureTables: false });
    expect(tabView('TEMP', [], gold)).toMatchObject({ groups: ['temperature'], relativeApplies: false, deletable: true });
    expect(tabView('COMBINED', ['temperature', 'moisture'], gold)).toMatchObject({ relativeApplies: true, moistureTables: true });
    expect(tabView('COMBINED', ['temperature'], gold)).toMatchObject({ relativeApplies: false, moistureTables: false });
    expect(tabView('GDD', [], gold).groups).toEqual([]);
  });

  it('offers stages and prediction on the Summary tab only where the site allows them', () => {
    expect(tabView('AW', [], gold).overlayOffers).toEqual({ rainfall: true, irrigation: true, stages: true, predicted: true, notes: true });
    expect(tabView('AW', [], { stages: false, prediction: false, plantingDate: null }).overlayOffers).toMatchObject({
      stages: false,
      predicted: false,
    });
    expect(tabView('AW', [], { ...gold, prediction: false }).overlayOffers).toMatchObject({ stages: true, predicted: false });
    expect(tabView('RAIN', [], gold).overlayOffers).toMatchObject({ rainfall: false, stages: false });
  });
});
