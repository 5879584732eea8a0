import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geocodeQuerySchema, ok } from '@tilth/domain';
import type { Geocoder } from './geocoder';

export function geocodingRoutes(geocoder: Geocoder): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/geocode/search', {
      config: { access: 'farm:create' },
      schema: {
        tags: ['farms'],
        summary: 'Look up an address for the farm form (Nominatim-compatible GEOCODER_URL)',
        description:
          'Answers up to 5 places with latitude, longitude and a time-zone guess. 503 when no geocoder is configured, 502 when it cannot be reached, 504 when it does not answer within GEOCODER_TIMEOUT_MS.',
        querystring: geocodeQuerySchema,
      },
      handler: async (request) => {
        const results = await geocoder.search(request.query.q);
        return ok(results, results.length ? 'Address found' : 'No place matches that address');
      },
    });
  };
}
