import { fahrenheitOf, type WeatherDay, type WeatherUnit } from '@tilth/domain';
import type { DailyForecast, WeatherProvider } from './weatherProvider';

const COMPASS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];
const WEEKDAY_LETTERS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'];
const CACHE_MS = 60 * 60 * 1000;
// After the real provider fails, don't make every call wait for it again for a while.
const RETRY_REAL_AFTER_MS = 10 * 60 * 1000;

export function compassPoint(degrees: number): string {
  return COMPASS[Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16]!;
}

export function presentDay(day: DailyForecast, unit: WeatherUnit, simulated: boolean): WeatherDay {
  const temp = (c: number) => Math.round(unit === 'uk2' ? fahrenheitOf(c) : c);
  const wind = (ms: number) => Math.round(unit === 'uk2' ? ms * 2.23694 : ms * 3.6);
  const depth = (mm: number) => (unit === 'uk2' ? Math.round((mm / 25.4) * 100) / 100 : Math.round(mm * 10) / 10);
  return {
    weekdayName: WEEKDAY_LETTERS[new Date(`${day.date}T12:00:00Z`).getUTCDay()]!,
    weatherDesc: day.description,
    tempMaxMin: `${temp(day.tMaxC)}/${temp(day.tMinC)}`,
    windDir: compassPoint(day.windDirDeg),
    windMaxMin: `${wind(day.windMaxMs)}/${wind(day.windMinMs)}`,
    precip: depth(day.precipMm),
    precipProb: Math.round(day.precipProbability * 10) / 10,
    et: depth(day.etoMm),
    date: day.date,
    simulated,
  };
}

/**
 * Forecasts with a cache and an offline fallback: the real provider when it answers, else the
 * synthetic one (labelled simulated). Days are the location's calendar days from `today`.
 */
export class WeatherService {
  private readonly cache = new Map<string, { at: number; days: DailyForecast[]; simulated: boolean }>();
  private realFailedAt = 0;

  constructor(
    private readonly real: WeatherProvider | null,
    private readonly fallback: WeatherProvider,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async sevenDays(latitude: number, longitude: number, unit: WeatherUnit = 'uk2'): Promise<WeatherDay[]> {
    const today = this.now().toISOString().slice(0, 10);
    const key = `${latitude.toFixed(2)},${longitude.toFixed(2)},${today}`;
    const cached = this.cache.get(key);
    let entry = cached && this.now().getTime() - cached.at < CACHE_MS ? cached : undefined;
    if (!entry) {
      entry = await this.fetch(latitude, longitude, today);
      this.cache.set(key, entry);
    }
    const { simulated } = entry;
    return entry.days.map((d) => presentDay(d, unit, simulated));
  }

  private async fetch(latitude: number, longitude: number, today: string) {
    const at = this.now().getTime();
    if (this.real && at - this.realFailedAt > RETRY_REAL_AFTER_MS) {
      try {
        return { at, days: await this.real.forecast(latitude, longitude, 7, today), simulated: this.real.simulated };
      } catch {
        this.realFailedAt = at;
      }
    }
    return { at, days: await this.fallback.forecast(latitude, longitude, 7, today), simulated: true };
  }
}
