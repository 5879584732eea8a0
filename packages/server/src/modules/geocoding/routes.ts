import type { FastifyPluginAsync } from 'fastify';
import { farmToolEndpoints, ok } from '@tilth/domain';
import { route } from '../../http/route';
import type { Geocoder } from './geocoder';

export function geocodingRoutes(geocoder: Geocoder): FastifyPluginAsync {
  return async (app) => {
    route(app, farmToolEndpoints.geocode, {
      access: 'farm:create',
      tags: ['farms'],
      summary: 'Look up an address for the farm form (Nominatim-compatible GEOCODER_URL)',
      description:
        'Answers up to 5 places with latitude, longitude and a time-zone guess. 503 when no geocoder is configured, 502 when it cannot be reached, 504 when it does not answer within GEOCODER_TIMEOUT_MS.',
      handler: async (request) => {
        const results = await geocoder.search(request.query.q);
        return ok(results, results.length ? 'Address found' : 'No place matches that address');
      },
    });
  };
}
