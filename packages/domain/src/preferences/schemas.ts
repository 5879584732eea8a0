import { z } from 'zod';

export const SITE_SORTS = ['ALPHA-ASC', 'ALPHA-DESC', 'PINCLR-RED', 'PINCLR-BLUE'] as const;
export const MAP_TYPES = ['satellite', 'road', 'hybrid'] as const;
export const MAP_VIEWS = ['satellite', 'map', 'thumbnails'] as const;

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
});
export type Preference = z.infer<typeof preferenceSchema>;

/** Defaults of spec 000 §9: land on a specific farm, feet-inches, Celsius, A to Z. */
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
};

/**
 * PUT /user/details takes any subset of the preference fields; nested objects are merged
 * so a client may send `{ site: { sort } }` without repeating the rest.
 */
export const preferenceUpdateSchema = z
  .object({
    defaultLanding: defaultLandingSchema.partial(),
    selectedFarm: z.string().max(64).nullable(),
    selectedFarms: z.array(z.string().max(64)).max(10_000),
    selectAllFarms: z.boolean(),
    unit: z.enum(['feetInches', 'meters']),
    temperature: z.enum(['celsius', 'farenheit']),
    site: z.object({ sort: z.enum(SITE_SORTS) }).partial(),
    map: z.object({ mapView: z.enum(MAP_VIEWS), maptype: z.enum(MAP_TYPES) }).partial(),
    graph: z.record(z.string().max(64), z.record(z.string(), z.unknown())),
    battery: z.boolean(),
    rss: z.boolean(),
    lastVisitedFarms: z.array(z.string().max(64)).max(50),
  })
  .partial()
  .strict();
export type PreferenceUpdate = z.infer<typeof preferenceUpdateSchema>;

export function mergePreference(current: Preference, update: PreferenceUpdate): Preference {
  const next: Preference = { ...current };
  if (update.defaultLanding) next.defaultLanding = { ...current.defaultLanding, ...update.defaultLanding };
  if (update.site) next.site = { ...current.site, ...update.site };
  if (update.map) next.map = { ...current.map, ...update.map };
  if (update.graph) next.graph = { ...current.graph, ...update.graph };
  for (const key of [
    'selectedFarm',
    'selectedFarms',
    'selectAllFarms',
    'unit',
    'temperature',
    'battery',
    'rss',
    'lastVisitedFarms',
  ] as const) {
    if (update[key] !== undefined) (next as Record<string, unknown>)[key] = update[key];
  }
  return next;
}

/** Reads a stored preference, filling anything missing or no longer valid with defaults. */
export function normalisePreference(stored: unknown): Preference {
  const merged = mergePreference(DEFAULT_PREFERENCE, {});
  if (!stored || typeof stored !== 'object') return merged;
  const parsed = preferenceUpdateSchema.safeParse(stored);
  return parsed.success ? mergePreference(merged, parsed.data) : merged;
}
