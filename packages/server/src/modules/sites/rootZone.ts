import { bucketDetails, DEFAULT_THRESHOLDS, thresholdsFromSettings, type BucketDetails, type Thresholds } from '@tilth/domain';

/** The key and depth of the local sensor's bucket entry. */
const LOCAL_KEY = 'deepSensor1';
const LOCAL_DEPTH_IN = 6;

/** Per-depth thresholds in force of one variant, with the spec 001 §9 defaults for gaps. */
export function thresholdsInForce(settings: Record<string, unknown>, local: boolean, count: number): (i: number) => Thresholds {
  const get = (name: keyof Thresholds) =>
    thresholdsFromSettings(settings, name, local) ?? Array<number>(count).fill(DEFAULT_THRESHOLDS[name]);
  const lists = { fc: get('fc'), pwp: get('pwp'), rp: get('rp'), wl1: get('wl1'), wl2: get('wl2') };
  return (i) => ({
    fc: lists.fc[i] ?? DEFAULT_THRESHOLDS.fc,
    pwp: lists.pwp[i] ?? DEFAULT_THRESHOLDS.pwp,
    rp: lists.rp[i] ?? DEFAULT_THRESHOLDS.rp,
    wl1: lists.wl1[i] ?? DEFAULT_THRESHOLDS.wl1,
    wl2: lists.wl2[i] ?? DEFAULT_THRESHOLDS.wl2,
  });
}

/** The site's root depth (inches): its setting, else the deepest sensor. */
export function rootDepthOf(settings: Record<string, unknown>, depths: readonly number[]): number {
  return Number((settings.rootDepth as { value?: number } | undefined)?.value ?? depths.at(-1) ?? 0);
}

/**
 * The site's buckets from one VWC per probe depth (and the local sensor's, if any): what the site
 * card's bar and moisture flag show for the newest readings and the derived values for a day's last
 * readings, so both compute the root-zone percentage filled the same way.
 */
export function rootZoneBuckets(
  settings: Record<string, unknown>,
  depths: readonly number[],
  vwcs: readonly (number | null)[],
  localVwc: number | null | undefined = undefined,
): BucketDetails | null {
  if (depths.length === 0) return null;
  const probe = thresholdsInForce(settings, false, depths.length);
  return bucketDetails({
    hardware: depths.map((depthIn, i) => ({ key: String(i), depthIn, vwc: vwcs[i] ?? null, thresholds: probe(i) })),
    local:
      localVwc === undefined
        ? []
        : [{ key: LOCAL_KEY, depthIn: LOCAL_DEPTH_IN, vwc: localVwc, thresholds: thresholdsInForce(settings, true, 1)(0) }],
    rootDepthIn: rootDepthOf(settings, depths),
  });
}
