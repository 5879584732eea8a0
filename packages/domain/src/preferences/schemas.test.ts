import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCE, mergePreference, normalisePreference, preferenceUpdateSchema } from './schemas';

describe('preferences', () => {
  it('defaults to specific farm, feet-inches, celsius and A to Z', () => {
    expect(DEFAULT_PREFERENCE.defaultLanding.specificFarm).toBe(true);
    expect(DEFAULT_PREFERENCE.unit).toBe('feetInches');
    expect(DEFAULT_PREFERENCE.temperature).toBe('celsius');
    expect(DEFAULT_PREFERENCE.site.sort).toBe('ALPHA-ASC');
  });
  it('merges nested partial updates without losing siblings', () => {
    const next = mergePreference(DEFAULT_PREFERENCE, { map: { maptype: 'road' }, unit: 'meters' });
    expect(next.map).toEqual({ mapView: 'satellite', maptype: 'road' });
    expect(next.unit).toBe('meters');
    expect(next.temperature).toBe('celsius');
  });
  it('rejects unknown fields and wrong values', () => {
    expect(preferenceUpdateSchema.safeParse({ unit: 'yards' }).success).toBe(false);
    expect(preferenceUpdateSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
  it('falls back to defaults when stored data is unusable', () => {
    expect(normalisePreference('garbage')).toEqual(DEFAULT_PREFERENCE);
    expect(normalisePreference({ temperature: 'farenheit' }).temperature).toBe('farenheit');
  });
});
