import { describe, expect, it } from 'vitest';
import { skyWater } from './skyWater';

const day = (precipMm: number, tMaxC: number, tMinC: number, description: 'snow' | 'rain' | 'sunny' = precipMm > 0 ? 'rain' : 'sunny') => ({
  precipMm,
  tMaxC,
  tMinC,
  description,
});

describe('water from the sky', () => {
  it('passes rain through and holds snow until it melts by degree-days', () => {
    // Rain; then 12 mm of snow on a freezing day; then thawing days with means of 2 °C and 5 °C.
    const days = skyWater([day(5, 20, 10), day(12, 1, -5, 'snow'), day(0, 6, -2), day(0, 12, -2)]);
    expect(days.map((d) => d.rainMm)).toEqual([5, 0, 0, 0]);
    expect(days.map((d) => d.snowMm)).toEqual([0, 12, 0, 0]);
    expect(days.map((d) => d.meltMm)).toEqual([0, 0, 6, 6]);
    // A wet day with a mean at or below 0.5 °C is snow even when not described so.
    expect(skyWater([day(4, 1, -1)])).toEqual([{ rainMm: 0, snowMm: 4, meltMm: 0 }]);
    expect(skyWater([day(0, 10, 0)], 20)[0]!.meltMm).toBe(15);
  });
});
