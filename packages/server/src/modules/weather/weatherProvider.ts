/** One day of forecast in canonical units (°C, m/s, mm). */
export interface DailyForecast {
  date: string;
  tMaxC: number;
  tMinC: number;
  windMaxMs: number;
  windMinMs: number;
  windDirDeg: number;
  precipMm: number;
  precipProbability: number;
  etoMm: number;
  description: string;
}

export interface WeatherProvider {
  readonly name: string;
  /** True when the numbers are generated, not observed or forecast: the UI labels them. */
  readonly simulated: boolean;
  forecast(latitude: number, longitude: number, days: number, today: string): Promise<DailyForecast[]>;
}
