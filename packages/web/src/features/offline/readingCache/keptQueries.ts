/**
 * Which answers the reading cache keeps on the device (issue 37), by query key: what a grower
 * reads in the field — the profile and preferences (the app's start), the farms, each farm's
 * sites and cards, a site's header and graph panels, the planner and the alerts. The graph's
 * year and custom ranges are left out: a year of readings is large, and the graph opens on a
 * shorter period. Everything else (editing screens, billing, admin) needs the network anyway.
 */
const KEPT_FIRST_SEGMENTS = new Set(['profile', 'preference', 'farms', 'sites', 'siteGraph', 'planner', 'notifications', 'weather']);
const NOT_KEPT_SERIES_PERIODS = new Set(['ONE_YEAR', 'CUSTOM']);

export function isKeptOnDevice(queryKey: readonly unknown[]): boolean {
  const [first] = queryKey;
  if (typeof first !== 'string' || !KEPT_FIRST_SEGMENTS.has(first)) return false;
  // graphKeys.series: ['siteGraph', siteObjId, 'series', period, from, to]
  if (first === 'siteGraph' && queryKey[2] === 'series') return !NOT_KEPT_SERIES_PERIODS.has(String(queryKey[3]));
  return true;
}

/**
 * Online, only answers the screens draw as they are come back from the device at start: the
 * sites' cards and thumbnails, the graph's readings and panels, the planner, alerts and weather.
 * The rest — the profile, preferences, farms, a farm's settings, a site's header (its saved Notes
 * switch) — screens copy into their own state when they open, so online they are fetched first, as
 * before the reading cache: a change saved elsewhere (another device, a script) is what the screen
 * starts with, not the device's older copy. Offline, everything kept is restored.
 */
const RESTORED_ONLINE_FIRST_SEGMENTS = new Set(['siteGraph', 'planner', 'notifications', 'weather']);
const RESTORED_ONLINE_SITES = new Set(['list', 'every', 'thumbnails']);

export function isRestoredOnline(queryKey: readonly unknown[]): boolean {
  const [first, second] = queryKey;
  if (first === 'sites') return typeof second === 'string' && RESTORED_ONLINE_SITES.has(second);
  return typeof first === 'string' && RESTORED_ONLINE_FIRST_SEGMENTS.has(first);
}

/**
 * Read from the device before the app's first render: everything kept but the sites' graph answers
 * (their readings are most of the bytes, and deserialising up to 60 sites' months held a phone's
 * start back by a third of a second), except those of the site in the address. The others are read
 * when a screen asks for them. `hash` is the query's hash: its key as JSON.
 */
export function isReadAtStart(hash: string, pathname: string): boolean {
  if (!hash.startsWith('["siteGraph",')) return true;
  const siteObjId = (JSON.parse(hash) as unknown[])[1];
  return typeof siteObjId === 'string' && pathname.split('/').includes(siteObjId);
}
