import { describe, expect, it } from 'vitest';
import { CROP_IDS } from '../agronomy/crops';
import { cropTemplateRows } from './cropTemplateDefaults';
import { checkTemplateData } from './templateRows';

describe('cropTemplateRows', () => {
  it('lays one row per growth stage of corn, the red band at the refill point (1 − p) × 100', () => {
    // Corn: p 0.55, stages 30/40/50/30 days.
    expect(cropTemplateRows('corn')).toEqual([
      { start_day: 1, red: 45, yellow: 55, green: 90, light_blue: 100 },
      { start_day: 31, red: 45, yellow: 55, green: 90, light_blue: 100 },
      { start_day: 71, red: 55, yellow: 65, green: 85, light_blue: 100 },
      { start_day: 121, red: 35, yellow: 45, green: 85, light_blue: 100 },
    ]);
  });

  it('keeps potatoes, the least tolerant crop, wettest in mid-season', () => {
    // Potato: p 0.35 → 0.25 mid-season; stages 25/30/45/30.
    const rows = cropTemplateRows('potato');
    expect(rows.map((r) => r.start_day)).toEqual([1, 26, 56, 101]);
    expect(rows.map((r) => r.red)).toEqual([65, 65, 75, 55]);
  });

  it('gives every crop a template that passes the crop-template checks', () => {
    for (const crop of CROP_IDS) expect(checkTemplateData(cropTemplateRows(crop)), crop).toBeNull();
  });
});
