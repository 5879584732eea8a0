import { describe, expect, it } from 'vitest';
import { growingOn, kcOn, pastKcOn } from './siteInputs';

describe('the planner’s crop inputs', () => {
  const wheat = { crop: 'Wheat', planting_date: '2026-09-25' };
  it('reads last year’s season before this season’s planting date', () => {
    // 2026-01-10 is 107 days after 2025-09-25: last year's wheat was growing.
    expect(kcOn(wheat, '2026-01-10')).toBe(0);
    expect(pastKcOn(wheat, '2026-01-10')).toBeGreaterThan(0);
    expect(pastKcOn(wheat, '2026-01-10')).toBe(kcOn({ ...wheat, planting_date: '2025-09-25' }, '2026-01-10'));
    // From the planting date on, this season's curve.
    expect(pastKcOn(wheat, '2026-10-10')).toBe(kcOn(wheat, '2026-10-10'));
    // Between last season's harvest and this planting nothing grows.
    expect(pastKcOn(wheat, '2026-08-01')).toBe(0);
  });
  it('counts a crop Tilth has no season for as growing, using ETo itself', () => {
    const tomato = { crop: 'Tomato', planting_date: '2026-04-01' };
    expect(growingOn(tomato, '2026-11-27')).toBe(true);
    expect(kcOn(tomato, '2026-11-27')).toBe(1);
    expect(kcOn({ crop: 'Corn', planting_date: null }, '2026-06-01')).toBe(0);
  });
});
