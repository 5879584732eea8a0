import { siteInformationError } from '@tilth/domain';

/** Spec 002 §5: map coordinates are required numbers (and, to be a place, within the globe). */
export interface LocationErrors {
  latitude?: string;
  longitude?: string;
}

/**
 * Each field checked on its own with the domain's site-information rule (same messages as the
 * Basic Information block and the server); the other inputs are given valid values.
 */
export function locationErrors(latitude: number | string, longitude: number | string): LocationErrors {
  const text = (value: number | string) => (typeof value === 'number' && !Number.isFinite(value) ? 'NaN' : value);
  const lat = siteInformationError({ name: 'site', latitude: text(latitude), longitude: 0 });
  const lng = siteInformationError({ name: 'site', latitude: 0, longitude: text(longitude) });
  const errors: LocationErrors = {};
  if (lat) errors.latitude = lat;
  if (lng) errors.longitude = lng;
  return errors;
}
