import { z } from 'zod';

/**
 * The 7-day weather answer (spec 001 §3 'Farm' weather list): one entry per day of
 * GET /weather/{lat},{lon} and of each farm's `weather` in the documented org view. The server
 * writes it and the web app reads it, so both take the shape from here (weather/endpoints.ts). Answers
 * are checked against it under test only, not on the request path.
 */

/** uk2: °F, mph, inches (the default); si: °C, km/h, mm. */
export const WEATHER_UNITS = ['uk2', 'si'] as const;
export type WeatherUnit = (typeof WEATHER_UNITS)[number];

// Numbers come already rounded for display: whole degrees and speeds joined as "max/min".
const maxMin = z.string().regex(/^-?\d+\/-?\d+$/);

export const weatherDaySchema = z.object({
  /** The weekday's initial, Sunday first: S M T W T F S. */
  weekdayName: z.string().length(1),
  /** An icon name, e.g. 'sunny', 'partly-cloudy', 'rain'; the web app shows unknown ones as cloudy. */
  weatherDesc: z.string().min(1),
  tempMaxMin: maxMin,
  /** A 16-point compass direction, e.g. 'NNE'. */
  windDir: z.string().regex(/^[NESW]{1,3}$/),
  windMaxMin: maxMin,
  /** Precipitation, inches (uk2) or mm (si). */
  precip: z.number().min(0),
  /** Chance of precipitation, %. */
  precipProb: z.number().min(0).max(100),
  /** Reference evapotranspiration, inches (uk2) or mm (si). */
  et: z.number().min(0),
  /** The location's calendar day, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Generated, not forecast (no forecast service reachable): the UI labels it. */
  simulated: z.boolean(),
});
export type WeatherDay = z.infer<typeof weatherDaySchema>;
