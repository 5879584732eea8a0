import { describe, expect, it } from 'vitest';
import { predictedUse } from './predictedUse';

const growth = { plantType: 'Corn', plantingDate: '05/01/2026', nextGrowthStage: null, nextGrowthStageDate: null };
const forecast = (values: string[]) =>
  values.map((forecastValue, i) => ({ forecastDay: i + 1, forecastValue, display: [0, 2].includes(i) }));

describe('predictedUse', () => {
  it('lists the shown days while the crop uses water', () => {
    expect(predictedUse({ growth, predictedWaterUse: forecast(['0.21', '0.40', '0.62']) })).toEqual({
      kind: 'days',
      days: [
        { forecastDay: 1, inches: 0.21 },
        { forecastDay: 3, inches: 0.62 },
      ],
    });
  });

  it('says no crop is growing instead of a row of zeros off-season', () => {
    expect(predictedUse({ growth, predictedWaterUse: forecast(['0.00', '0.00', '0.00']) })).toEqual({
      kind: 'none',
      reason: 'None: no crop growing now (outside the season)',
    });
  });

  it('names what is missing when nothing can be predicted', () => {
    expect(predictedUse({ growth: { ...growth, plantingDate: '' }, predictedWaterUse: [] }).kind).toBe('none');
    expect(predictedUse({ growth: { ...growth, plantingDate: '' }, predictedWaterUse: [] })).toMatchObject({
      reason: 'No planting date set for this site',
    });
    expect(predictedUse({ growth: { ...growth, plantType: '' }, predictedWaterUse: [] })).toMatchObject({
      reason: 'No crop set for this site',
    });
    expect(predictedUse({ predictedWaterUse: [] })).toMatchObject({ reason: 'Not available' });
  });

  it('follows the season rule of the card state, even when the forecast reaches past the season end (issue 27)', () => {
    expect(predictedUse({ growth, predictedWaterUse: forecast(['0.21', '0.40', '0.62']) }, true)).toEqual({
      kind: 'none',
      reason: 'None: no crop growing now (outside the season)',
    });
  });
});
