import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, WEATHER_UNITS } from '@tilth/domain';
import { badRequest } from '../../http/errors';
import type { WeatherService } from './weatherService';

export function weatherRoutes(weather: WeatherService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/weather/:coordinates', {
      config: { access: 'authenticated' },
      schema: {
        tags: ['weather'],
        summary: '7-day forecast at "lat,lon"; unit=uk2 (°F, mph, in, default) or si (°C, km/h, mm)',
        params: z.object({ coordinates: z.string().max(64) }),
        querystring: z.object({ unit: z.enum(WEATHER_UNITS).default('uk2') }),
      },
      handler: async (request) => {
        const [lat, lon] = request.params.coordinates.split(',').map(Number);
        if (
          lat === undefined ||
          lon === undefined ||
          !Number.isFinite(lat) ||
          !Number.isFinite(lon) ||
          Math.abs(lat) > 90 ||
          Math.abs(lon) > 180
        ) {
          throw badRequest('coordinates must be "latitude,longitude" in degrees', ['coordinates']);
        }
        const days = await weather.sevenDays(lat, lon, request.query.unit);
        return ok(days, days[0]?.simulated ? 'Simulated weather (no forecast service reachable)' : 'Weather forecast');
      },
    });
  };
}
