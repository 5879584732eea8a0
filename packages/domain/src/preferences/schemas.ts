import { z } from 'zod';
import { LANGUAGE_CHOICES, LANGUAGES } from './language';

export const SITE_SORTS = ['ALPHA-ASC', 'ALPHA-DESC', 'PINCLR-RED', 'PINCLR-BLUE'] as const;
export const MAP_TYPES = ['satellite', 'road', 'hybrid'] as const;
export const MAP_VIEWS = ['satellite', 'map', 'thumbnails'] as const;
/** The app's colours: light, dark, or whichever the device's system setting says (issue 34). */
export const THEMES = ['light', 'dark', 'system'] as const;

export const defaultLandingSchema = z.object({
  allFarms: z.boolean(),
  myFarms: z.boolean(),
  specificFarm: z.boolean(),
  lastFarmVisited: z.boolean(),
});

/** A user's preferences (spec 000 §3) with every field present. */
export const preferenceSchema = z.object({
  defaultLanding: defaultLandingSchema,
  selectedFarm: z.string().nullable(),
  selectedFarms: z.array(z.string()),
  selectAllFarms: z.boolean(),
  unit: z.enum(['feetInches', 'meters']),
  temperature: z.enum(['celsius', 'farenheit']),
  site: z.object({ sort: z.enum(SITE_SORTS) }),
  map: z.object({ mapView: z.enum(MAP_VIEWS), maptype: z.enum(MAP_TYPES) }),
  /** Saved graph settings per site id. */
  graph: z.record(z.string(), z.record(z.string(), z.unknown())),
  battery: z.boolean(),
  rss: z.boolean(),
  lastVisitedFarms: z.array(z.string()),
  theme: z.enum(THEMES),
  language: z.enum(LANGUAGE_CHOICES),
  /**
   * The language of the browser the user last used, kept by the web app: what e-mails are written in
   * while `language` is 'system' (a mail has no browser to ask). Null until a signed-in app reports it.
   */
  browserLanguage: z.enum(LANGUAGES).nullable(),
});
export type Preference = z.infer<typeof preferenceSchema>;

/** Defaults of spec 000 §9: land on a specific farm, feet-inches, Celsius, A to Z; colours follow the system. */
export const DEFAULT_PREFERENCE: Preference = {
  defaultLanding: { allFarms: false, myFarms: false, specificFarm: true, lastFarmVisited: false },
  selectedFarm: null,
  selectedFarms: [],
  selectAllFarms: false,
  unit: 'feetInches',
  temperature: 'celsius',
  site: { sort: 'ALPHA-ASC' },
  map: { mapView: 'satellite', maptype: 'satellite' },
  graph: {},
  battery: true,
  rss: true,
  lastVisitedFarms: [],
  theme: 'system',
  language: 'system',
  browserLanguage: null,
};

/**
 * Saved graph settings, all sites together, as JSON: the free-form part of a preference, which the
 * sites saved longest ago leave when it is full.
 */
export const GRAPH_MAX_BYTES = 64 * 1024;
/** The whole stored preference, as JSON: graph settings plus a selection of up to 10,000 farms. */
export const PREFERENCE_MAX_BYTES = 256 * 1024;
/** The graph settings of one site (the web's GraphSettings: a few choices and series keys), as JSON. */
export const GRAPH_SETTINGS_MAX_BYTES = 4 * 1024;
/** Sites whose graph settings one save may send (the web sends one). */
export const GRAPH_SITES_PER_SAVE = 50;

/** Size of a value as stored: UTF-8 bytes of its JSON (Infinity for what JSON cannot hold). */
export function jsonBytes(value: unknown): number {
  try {
    return new TextEncoder().encode(JSON.stringify(value)).length;
  } catch {
    return Infinity;
  }
}

const graphSettingsSchema = z
  .record(z.string(), z.unknown())
  .refine(
    (settings) => jsonBytes(settings) <= GRAPH_SETTINGS_MAX_BYTES,
    `Graph settings of a site are limited to ${GRAPH_SETTINGS_MAX_BYTES / 1024} KB`,
  );

/** Saved graph settings per site object id. */
const graphUpdateSchema = z
  .record(z.string().min(1).max(64), graphSettingsSchema)
  .refine(
    (graph) => Object.keys(graph).length <= GRAPH_SITES_PER_SAVE,
    `Send the graph settings of at most ${GRAPH_SITES_PER_SAVE} sites at once`,
  );

const preferenceUpdateFields = {
  defaultLanding: defaultLandingSchema.partial(),
  selectedFarm: z.string().max(64).nullable(),
  selectedFarms: z.array(z.string().max(64)).max(10_000),
  selectAllFarms: z.boolean(),
  unit: z.enum(['feetInches', 'meters']),
  temperature: z.enum(['celsius', 'farenheit']),
  site: z.object({ sort: z.enum(SITE_SORTS) }).partial(),
  map: z.object({ mapView: z.enum(MAP_VIEWS), maptype: z.enum(MAP_TYPES) }).partial(),
  graph: graphUpdateSchema,
  battery: z.boolean(),
  rss: z.boolean(),
  lastVisitedFarms: z.array(z.string().max(64)).max(50),
  theme: z.enum(THEMES),
  language: z.enum(LANGUAGE_CHOICES),
  browserLanguage: z.enum(LANGUAGES).nullable(),
};

/**
 * PUT /user/details takes any subset of the preference fields; nested objects are merged
 * so a client may send `{ site: { sort } }` without repeating the rest.
 */
export const preferenceUpdateSchema = z.object(preferenceUpdateFields).partial().strict();
export type PreferenceUpdate = z.infer<typeof preferenceUpdateSchema>;

/**
 * A stored preference row: the update's fields, with the graph map read as it was saved (rows
 * written before its limits hold more); normalisePreference bounds it.
 */
export const storedPreferenceSchema = z
  .object({ ...preferenceUpdateFields, graph: z.record(z.string(), z.record(z.string(), z.unknown())) })
  .partial()
  .strict();

/** Farms kept in lastVisitedFarms, newest first. */
export const LAST_VISITED_FARMS_MAX = 10;

/** lastVisitedFarms after a visit to this farm: it moves to the front, the oldest fall off. */
export function withVisitedFarm(lastVisitedFarms: readonly string[], farmId: string): string[] {
  return [farmId, ...lastVisitedFarms.filter((id) => id !== farmId)].slice(0, LAST_VISITED_FARMS_MAX);
}

export function mergePreference(current: Preference, update: PreferenceUpdate): Preference {
  const next: Preference = { ...current };
  if (update.defaultLanding) next.defaultLanding = { ...current.defaultLanding, ...update.defaultLanding };
  if (update.site) next.site = { ...current.site, ...update.site };
  if (update.map) next.map = { ...current.map, ...update.map };
  if (update.graph) next.graph = { ...withoutSites(current.graph, Object.keys(update.graph)), ...update.graph };
  for (const key of [
    'selectedFarm',
    'selectedFarms',
    'selectAllFarms',
    'unit',
    'temperature',
    'battery',
    'rss',
    'lastVisitedFarms',
    'theme',
    'language',
    'browserLanguage',
  ] as const) {
    if (update[key] !== undefined) (next as Record<string, unknown>)[key] = update[key];
  }
  return next;
}

/** Graph settings without these sites: a site saved again moves to the end, the most recent. */
function withoutSites(graph: Preference['graph'], sites: string[]): Preference['graph'] {
  const dropped = new Set(sites);
  return Object.fromEntries(Object.entries(graph).filter(([site]) => !dropped.has(site)));
}

/**
 * The preference within GRAPH_MAX_BYTES and PREFERENCE_MAX_BYTES: the graph settings of the sites
 * saved longest ago give way (never those of `keep`, the sites just saved); null when it cannot fit
 * even so. Keys are kept in save order, so "longest ago" is the first key.
 */
export function fitPreference(preference: Preference, keep: readonly string[] = []): Preference | null {
  const kept = new Set(keep);
  const graph = { ...preference.graph };
  const rest = jsonBytes({ ...preference, graph: {} }) - 2;
  // An estimate that never undercounts: each entry removed takes at least its own `"site":{…}` along.
  let size = jsonBytes(graph);
  for (const site of Object.keys(graph)) {
    if (size <= GRAPH_MAX_BYTES && rest + size <= PREFERENCE_MAX_BYTES) break;
    if (kept.has(site)) continue;
    size -= jsonBytes({ [site]: graph[site] }) - 2;
    delete graph[site];
  }
  const fitted = { ...preference, graph };
  return jsonBytes(graph) <= GRAPH_MAX_BYTES && jsonBytes(fitted) <= PREFERENCE_MAX_BYTES ? fitted : null;
}

/** Reads a stored preference, filling anything missing or no longer valid with defaults. */
export function normalisePreference(stored: unknown): Preference {
  const merged = mergePreference(DEFAULT_PREFERENCE, {});
  if (!stored || typeof stored !== 'object') return merged;
  const parsed = storedPreferenceSchema.safeParse(stored);
  if (!parsed.success) return merged;
  const graph = Object.fromEntries(
    Object.entries(parsed.data.graph ?? {}).filter(([, settings]) => jsonBytes(settings) <= GRAPH_SETTINGS_MAX_BYTES),
  );
  const read = { ...mergePreference(merged, { ...parsed.data, graph: undefined }), graph };
  // A row saved before the size limit keeps its most recent graph settings.
  return fitPreference(read) ?? { ...read, graph: {} };
}
