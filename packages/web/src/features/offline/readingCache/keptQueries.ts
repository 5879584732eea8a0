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
 * Answers a screen copies into its own state when it opens (the saved graph period, sort and map
 * mode, units, a farm's settings form, the profile): restored from the device only for a start
 * without a network. Online they are fetched first, as before the reading cache, so a change saved
 * elsewhere (another device, a script) is what the screen starts with, not the device's older copy.
 */
const FETCHED_FIRST_ONLINE = new Set(['profile', 'preference', 'farms']);

export function isRestoredOnline(queryKey: readonly unknown[]): boolean {
  const [first, second] = queryKey;
  if (typeof first !== 'string' || FETCHED_FIRST_ONLINE.has(first)) return false;
  // farmSettingsKeys.farm: ['sites', 'farm', farmId], the farm's Settings form.
  return !(first === 'sites' && second === 'farm');
}
