import { weatherRoutes } from './routes';
import type { WeatherService } from './weatherService';

/** The weather routes over the shared weather service (the composition root calls this once). */
export function createWeatherModule(d: { weather: WeatherService }) {
  return { routes: () => weatherRoutes(d.weather) };
}
