import { APP_VERSION, guessTimeZone, type GeocodeResult } from '@tilth/domain';
import { AppError } from '../../http/errors';
import { text } from '../../lib/i18n/catalog';
import { geocodingText } from './messages';

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: { state?: string; country_code?: string };
}

const CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_ENTRIES = 500;

const unreachable = () => new AppError(502, 'GeocoderUnavailable', text(geocodingText, 'addressLookupServiceCould'));

/**
 * Address lookup through a Nominatim-compatible HTTP service (GEOCODER_URL). Every failure is a
 * clear, quick error (never a hang): the form then lets the user type the coordinates.
 */
export class Geocoder {
  private readonly cache = new Map<string, { at: number; results: GeocodeResult[] }>();

  constructor(
    private readonly baseUrl: string | null,
    private readonly timeoutMs: number,
    private readonly publicUrl: string,
  ) {}

  async search(query: string): Promise<GeocodeResult[]> {
    if (!this.baseUrl) {
      throw new AppError(503, 'GeocoderNotConfigured', text(geocodingText, 'addressLookupNotSet'));
    }
    const key = query.trim().toLowerCase();
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.results;

    const params = new URLSearchParams({ q: query, format: 'jsonv2', limit: '5', addressdetails: '1' });
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/search?${params}`, {
        // Nominatim's usage policy asks every application to identify itself.
        headers: { 'User-Agent': `Tilth/${APP_VERSION} (+${this.publicUrl})`, Accept: 'application/json', 'Accept-Language': 'en' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') {
        throw new AppError(504, 'GeocoderTimeout', text(geocodingText, 'addressLookupServiceDid'));
      }
      throw unreachable();
    }
    if (!response.ok) throw unreachable();
    let places: unknown;
    try {
      places = await response.json();
    } catch {
      throw unreachable();
    }
    const results = (Array.isArray(places) ? (places as NominatimPlace[]) : []).flatMap((place) => {
      const latitude = Number(place.lat);
      const longitude = Number(place.lon);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
      const displayName = place.display_name ?? query;
      const stateHint = place.address?.country_code === 'us' ? (place.address.state ?? displayName) : null;
      return [{ displayName, latitude, longitude, timeZone: guessTimeZone(latitude, longitude, stateHint) }];
    });
    if (this.cache.size >= CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, { at: Date.now(), results });
    return results;
  }
}
