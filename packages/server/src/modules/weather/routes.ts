import type { FastifyPluginAsync } from 'fastify';
import { ok, weatherEndpoints } from '@tilth/domain';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import type { WeatherService } from './weatherService';
import { text } from '../../lib/i18n/catalog';
import { weatherText } from './messages';

export function weatherRoutes(weather: WeatherService): FastifyPluginAsync {
  return async (app) => {
    route(app, weatherEndpoints.forecast, {
      access: 'authenticated',
      tags: ['weather'],
      summary: '7-day forecast at "lat,lon"; unit=uk2 (°F, mph, in, default) or si (°C, km/h, mm)',
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
          throw badRequest(text(weatherText, 'coordinatesMustLatitudeLongitude'), ['coordinates']);
        }
        const days = await weather.sevenDays(lat, lon, request.query.unit);
        return ok(days, days[0]?.simulated ? 'Simulated weather (no forecast service reachable)' : 'Weather forecast');
      },
    });
  };
}
