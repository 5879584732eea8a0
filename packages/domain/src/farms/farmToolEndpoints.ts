import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { geocodeQuerySchema, geocodeResultSchema, mapConfigSchema } from './schemas';

/** What the farm form and the maps need besides farms: address lookup and tile sources. */
export const farmToolEndpoints = {
  geocode: endpoint({ method: 'GET', path: '/geocode/search', query: geocodeQuerySchema, data: z.array(geocodeResultSchema) }),
  mapConfig: endpoint({ method: 'GET', path: '/config/map', data: mapConfigSchema }),
};
