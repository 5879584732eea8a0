import type { Config } from '../../config';
import { Geocoder } from './geocoder';
import { geocodingRoutes } from './routes';

export type GeocodingModuleDeps = Pick<Config, 'geocoderUrl' | 'geocoderTimeoutMs' | 'publicUrl'>;

/** Place search for the farm forms (the composition root calls this once). */
export function createGeocodingModule(d: GeocodingModuleDeps) {
  const geocoder = new Geocoder(d.geocoderUrl, d.geocoderTimeoutMs, d.publicUrl);
  return { geocoder, routes: () => geocodingRoutes(geocoder) };
}
