import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCE,
  fitPreference,
  jsonBytes,
  mergePreference,
  normalisePreference,
  GRAPH_MAX_BYTES,
  PREFERENCE_MAX_BYTES,
  preferenceSchema,
  preferenceUpdateSchema,
} from './schemas';

const settings = (size: number) => ({ hiddenSeries: ['x'.repeat(size)] });
const sites = (count: number, prefix = 'Site') => Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(6, '0')}`);

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
  it('follows the system theme unless the user chose light or dark', () => {
    expect(DEFAULT_PREFERENCE.theme).toBe('system');
    expect(mergePreference(DEFAULT_PREFERENCE, { theme: 'dark' }).theme).toBe('dark');
    expect(mergePreference({ ...DEFAULT_PREFERENCE, theme: 'light' }, { unit: 'meters' }).theme).toBe('light');
    expect(preferenceUpdateSchema.safeParse({ theme: 'dark' }).success).toBe(true);
    expect(preferenceUpdateSchema.safeParse({ theme: 'auto' }).success).toBe(false);
    expect(preferenceSchema.safeParse({ ...DEFAULT_PREFERENCE, theme: 'sepia' }).success).toBe(false);
  });
  it('reads rows stored before the theme existed as following the system, keeping their other fields', () => {
    const { theme: _theme, ...before } = { ...DEFAULT_PREFERENCE, unit: 'meters' as const, temperature: 'farenheit' as const };
    const read = normalisePreference(before);
    expect(read.theme).toBe('system');
    expect(read.unit).toBe('meters');
    expect(read.temperature).toBe('farenheit');
    expect(preferenceSchema.parse(read)).toEqual(read);
    expect(normalisePreference({ ...before, theme: 'dark' }).theme).toBe('dark');
  });
  it('falls back to defaults when stored data is unusable', () => {
    expect(normalisePreference('garbage')).toEqual(DEFAULT_PREFERENCE);
    expect(normalisePreference({ temperature: 'farenheit' }).temperature).toBe('farenheit');
  });

  it('bounds the graph settings one save may send', () => {
    const fields = (body: unknown) => {
      const parsed = preferenceUpdateSchema.safeParse(body);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(fields({ graph: { SiteA: settings(100) } })).toEqual([]);
    expect(fields({ graph: { SiteA: settings(5000) } })).toEqual(['graph.SiteA']);
    expect(fields({ graph: { ['k'.repeat(65)]: {} } })).toEqual([`graph.${'k'.repeat(65)}`]);
    expect(fields({ graph: Object.fromEntries(sites(51).map((id) => [id, {}])) })).toEqual(['graph']);
  });
  it('moves a site saved again to the end of the graph settings', () => {
    const first = mergePreference(DEFAULT_PREFERENCE, { graph: { A1: { n: 1 }, B1: { n: 1 } } });
    const again = mergePreference(first, { graph: { A1: { n: 2 } } });
    expect(Object.keys(again.graph)).toEqual(['B1', 'A1']);
    expect(again.graph.A1).toEqual({ n: 2 });
  });
  it('fits graph settings in 64 KB by dropping those saved longest ago, never the ones just saved', () => {
    const ids = sites(40);
    const big = { ...DEFAULT_PREFERENCE, graph: Object.fromEntries(ids.map((id) => [id, settings(2000)])) };
    expect(jsonBytes(big.graph)).toBeGreaterThan(GRAPH_MAX_BYTES);
    const fitted = fitPreference(big, [ids[0]!])!;
    expect(jsonBytes(fitted.graph)).toBeLessThanOrEqual(GRAPH_MAX_BYTES);
    expect(jsonBytes(fitted.graph)).toBeGreaterThan(GRAPH_MAX_BYTES - 2100);
    const kept = Object.keys(fitted.graph);
    expect(kept[0]).toBe(ids[0]);
    expect(kept.slice(1)).toEqual(ids.slice(ids.length - kept.length + 1));
    expect(fitPreference(DEFAULT_PREFERENCE)).toEqual(DEFAULT_PREFERENCE);
    // What was just saved cannot make way for itself.
    expect(fitPreference(big, ids)).toBeNull();
  });
  it('keeps the whole preference within 256 KB, a selection of 10,000 farms included', () => {
    const farms = sites(10_000, 'F');
    const selection = { ...DEFAULT_PREFERENCE, selectedFarms: farms };
    expect(fitPreference(selection)).toEqual(selection);
    const graph = Object.fromEntries(sites(30).map((id) => [id, settings(2000)]));
    const fitted = fitPreference({ ...selection, graph })!;
    expect(jsonBytes(fitted)).toBeLessThanOrEqual(PREFERENCE_MAX_BYTES);
    expect(fitPreference({ ...DEFAULT_PREFERENCE, selectedFarms: [...farms, ...farms, ...farms] })).toBeNull();
  });
  it('reads rows saved before the limits, keeping their other fields and their most recent graph settings', () => {
    const ids = sites(300);
    const stored = { unit: 'meters', graph: { Huge: settings(10_000), ...Object.fromEntries(ids.map((id) => [id, settings(1000)])) } };
    const read = normalisePreference(stored);
    expect(read.unit).toBe('meters');
    expect(read.graph.Huge).toBeUndefined();
    expect(jsonBytes(read.graph)).toBeLessThanOrEqual(GRAPH_MAX_BYTES);
    expect(Object.keys(read.graph)).toEqual(ids.slice(300 - Object.keys(read.graph).length));
  });
});
