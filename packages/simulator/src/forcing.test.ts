import { describe, expect, it } from 'vitest';
import { addDays } from '@tilth/domain/agronomy/gdd';
import { dailySkyWater } from '@tilth/domain/weather/skyWater';
import { syntheticDailyWeather } from '@tilth/domain/weather/synthetic';
import { dailyMeltMm, dayForcing } from './forcing';

// The server tells snowmelt from irrigation by the domain's sky water (weather/skyWater.ts), so on the
// demo sites it must agree with what the simulator lets into the soil.
describe('the simulator’s snow and melt', () => {
  it('match the domain’s sky water from the same weather', () => {
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
