import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { WEATHER_UNITS, weatherDaySchema } from './forecast';

/** GET /weather/{lat},{lon}: "latitude,longitude" in degrees, checked by the route (400 naming `coordinates`). */
export const weatherParamsSchema = z.object({ coordinates: z.string().max(64) });
export const weatherQuerySchema = z.object({ unit: z.enum(WEATHER_UNITS).default('uk2') });

export const weatherEndpoints = {
  forecast: endpoint({
    method: 'GET',
    path: '/weather/:coordinates',
    params: weatherParamsSchema,
    query: weatherQuerySchema,
    data: z.array(weatherDaySchema),
  }),
};
