import type { DailyForecast, WeatherProvider } from './weatherProvider';

interface OpenMeteoDaily {
  time: string[];
  temperature_2m_max: number[];
  temperature_2m_min: number[];
  wind_speed_10m_max: number[];
  wind_direction_10m_dominant: number[];
  precipitation_sum: number[];
  precipitation_probability_max: (number | null)[];
  et0_fao_evapotranspiration: number[];
  weather_code: number[];
}

/** WMO weather codes as Open-Meteo reports them, to our icon names. */
export function describeWmoCode(code: number): string {
  if (code >= 95) return 'thunderstorm';
  if (code >= 71 && code <= 86 && code !== 80 && code !== 81 && code !== 82) return 'snow';
  if (code >= 51) return 'rain';
  if (code >= 3) return 'cloudy';
  if (code >= 1) return 'partly-cloudy';
  return 'sunny';
}

/** Open-Meteo (free, no key). Any failure or slowness throws; the caller falls back. */
export class OpenMeteoProvider implements WeatherProvider {
  readonly name = 'open-meteo';
  readonly simulated = false;

  constructor(
    private readonly baseUrl = 'https://api.open-meteo.com',
    private readonly timeoutMs = 3000,
  ) {}

  async forecast(latitude: number, longitude: number, days: number): Promise<DailyForecast[]> {
    const params = new URLSearchParams({
      latitude: String(latitude),
      longitude: String(longitude),
      daily:
        'temperature_2m_max,temperature_2m_min,wind_speed_10m_max,wind_direction_10m_dominant,precipitation_sum,precipitation_probability_max,et0_fao_evapotranspiration,weather_code',
      wind_speed_unit: 'ms',
      timezone: 'auto',
      forecast_days: String(days),
    });
    const response = await fetch(`${this.baseUrl}/v1/forecast?${params}`, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) throw new Error(`Open-Meteo answered ${response.status}`);
    const { daily } = (await response.json()) as { daily: OpenMeteoDaily };
    return daily.time.map((date, i) => ({
      date,
      tMaxC: daily.temperature_2m_max[i]!,
      tMinC: daily.temperature_2m_min[i]!,
      windMaxMs: daily.wind_speed_10m_max[i]!,
      // Open-Meteo's daily data has no minimum wind; a calm-ish floor keeps the "max/min" column honest.
      windMinMs: Math.min(daily.wind_speed_10m_max[i]! * 0.3, 2),
      windDirDeg: daily.wind_direction_10m_dominant[i]!,
      precipMm: daily.precipitation_sum[i]!,
      precipProbability: daily.precipitation_probability_max[i] ?? 0,
      etoMm: daily.et0_fao_evapotranspiration[i]!,
      description: describeWmoCode(daily.weather_code[i]!),
    }));
  }
}
