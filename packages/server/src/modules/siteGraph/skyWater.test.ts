import { describe, expect, it } from 'vitest';
import { addDays, syntheticDailyWeather } from '@tilth/domain';
import { dailyMeltMm, dayForcing } from '@tilth/simulator/forcing';
import { dailySkyWater, skyWater } from './skyWater';

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

  it('matches what the demo’s simulator lets into the soil from the same weather', () => {
    // Big Bend Corn, Nebraska: snow on 10 Nov 2026, melting over the following days.
    const [lat, lon] = [40.7847, -98.3612];
    const water = dailySkyWater(lat, lon, '2026-11-01', '2026-11-20');
    const first = Math.round(Date.parse('2026-11-01T00:00:00Z') / 86_400_000);
    let pack = 0;
    const simulated = new Map<string, { rain: number; melt: number }>();
    for (let d = first - 120; d <= first + 19; d++) {
      const f = dayForcing(lat, lon, d);
      pack += f.snowMm;
      const melt = dailyMeltMm(pack, f.weather);
      pack -= melt;
      if (d >= first) simulated.set(addDays('2026-11-01', d - first), { rain: f.rainMm, melt });
    }
    expect([...water.keys()]).toEqual([...simulated.keys()]);
    for (const [date, sim] of simulated) {
      expect(water.get(date)!.rainMm, date).toBeCloseTo(sim.rain, 9);
      expect(water.get(date)!.meltMm, date).toBeCloseTo(sim.melt, 9);
    }
    expect(syntheticDailyWeather(lat, lon, '2026-11-10').description).toBe('snow');
    expect(water.get('2026-11-10')!.snowMm).toBeGreaterThan(0);
    expect(water.get('2026-11-11')!.meltMm).toBeGreaterThan(0);
  });
});
