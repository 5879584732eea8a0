import { syntheticDailyWeather } from '@tilth/domain';
import type { DailyForecast, WeatherProvider } from './weatherProvider';

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Deterministic weather for offline use and the demo; always labelled simulated. */
export class SyntheticWeatherProvider implements WeatherProvider {
  readonly name = 'synthetic';
  readonly simulated = true;

  async forecast(latitude: number, longitude: number, days: number, today: string): Promise<DailyForecast[]> {
    return Array.from({ length: days }, (_, i) => {
      const date = addDays(today, i);
      const w = syntheticDailyWeather(latitude, longitude, date);
      return {
        date,
        tMaxC: w.tMaxC,
        tMinC: w.tMinC,
        windMaxMs: w.windMaxMs,
        windMinMs: w.windMinMs,
        windDirDeg: w.windDirDeg,
        precipMm: w.precipMm,
        precipProbability: w.precipProbability,
        etoMm: w.etoMm,
        description: w.description,
      };
    });
  }
}
