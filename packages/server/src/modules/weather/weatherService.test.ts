import { WEATHER_UNITS, weatherDaySchema } from '@tilth/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SyntheticWeatherProvider } from './syntheticProvider';
import type { DailyForecast, WeatherProvider } from './weatherProvider';
import { WeatherService } from './weatherService';

// The route answers without a response schema (no per-request validation cost), so this is where
// the answer is held to the shared contract the web app reads; strict, so no stray field slips in.
const answerSchema = z.array(z.strictObject(weatherDaySchema.shape)).length(7);

const NOW = () => new Date('2026-07-01T09:00:00Z');

/** A forecast service answering fixed days, one of them at the edges of the numbers it can give. */
class FixedProvider implements WeatherProvider {
  readonly name = 'fixed';
  readonly simulated = false;
  async forecast(_lat: number, _lon: number, days: number, today: string): Promise<DailyForecast[]> {
    return Array.from({ length: days }, (_, i) => ({
      date: `${today.slice(0, 8)}${String(Number(today.slice(8)) + i).padStart(2, '0')}`,
      tMaxC: i === 0 ? -12.4 : 31.6,
      tMinC: i === 0 ? -25 : 18,
      windMaxMs: 7,
      windMinMs: 0,
      windDirDeg: i * 50 - 20,
      precipMm: i === 0 ? 0 : 12.7,
      precipProbability: i === 0 ? 0 : 100,
      etoMm: 5.2,
      description: 'rain',
    }));
  }
}

describe('WeatherService answers the shared 7-day weather shape', () => {
  it.each(WEATHER_UNITS)('from the synthetic fallback, in %s', async (unit) => {
    const service = new WeatherService(null, new SyntheticWeatherProvider(), NOW);
    const days = answerSchema.parse(await service.sevenDays(34.23, -101.71, unit));
    expect(days[0]).toMatchObject({ date: '2026-07-01', weekdayName: 'W', simulated: true });
  });

  it.each(WEATHER_UNITS)('from a forecast service, in %s', async (unit) => {
    const service = new WeatherService(new FixedProvider(), new SyntheticWeatherProvider(), NOW);
    const days = answerSchema.parse(await service.sevenDays(34.23, -101.71, unit));
    expect(days[0]).toMatchObject({ tempMaxMin: unit === 'uk2' ? '10/-13' : '-12/-25', windDir: 'NNW', simulated: false });
  });
});
