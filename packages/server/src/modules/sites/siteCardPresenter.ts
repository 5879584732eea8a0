import { barColour, totalOf, type BucketDetails, type SiteCardDetail, type SiteCardView } from '@tilth/domain';
import type { DeviceRecord } from '../telemetry/deviceRepository';
import type { SiteRecord } from './siteRepository';
import type { SiteSummary } from './siteSummaryService';

/** Spec 001 §9: plant and root image heights are 53 + 25 per sensor + 2 × the depth. */
export const imageHeight = (sensorCount: number, depthIn: number) => 53 + 25 * sensorCount + 2 * depthIn;

const setting = (settings: Record<string, unknown>, key: string) => (settings[key] as { value?: unknown } | undefined)?.value;

function rawPerDepth(buckets: BucketDetails | null) {
  if (!buckets) return [];
  return Object.entries(buckets.bucketDictionary).map(([key, entry]) => ({
    key,
    depth: entry.depth,
    raw: entry.rawValue,
    percentageFilled: entry.percentageFilled,
  }));
}

/**
 * One site card of the farm sites page (spec 001 §2.4): everything the card shows, in canonical
 * units. `detail` is whether the caller may see the site's detail and open its graph, as the
 * policy decides by role and plan ('graph:read').
 */
export function presentSiteCard(
  site: SiteRecord,
  devices: DeviceRecord[],
  stationDeviceId: string | null,
  summary: SiteSummary | null,
  detail: boolean,
  extras: Pick<SiteCardDetail, 'predictedWaterUse' | 'growth'> = {},
): SiteCardView {
  const settings = site.settings;
  const probe = devices.find((d) => d.kind === 'probe');
  const local = devices.find((d) => d.kind === 'local');
  const depths = probe ? probe.depths : [];
  const buckets = summary?.buckets ?? null;
  const pct = summary?.percentageFilled ?? null;
  // The applied template's bands for today when there is one (spec 001 §4), else the thresholds in force.
  const rp = summary?.bands?.rp ?? totalOf(buckets?.totalDictionary.RP) ?? 60;
  const wl1 = summary?.bands?.wl1 ?? totalOf(buckets?.totalDictionary.WL1) ?? 70;
  const wl2 = summary?.bands?.wl2 ?? totalOf(buckets?.totalDictionary.WL2) ?? 95;
  const rootDepth = Number(setting(settings, 'rootDepth') ?? depths.at(-1) ?? 0);
  return {
    id: site.id,
    objectId: site.id,
    siteId: site.site_id,
    name: site.name,
    status: site.status,
    farm: { objectId: site.farm_id },
    location: { latitude: site.latitude, longitude: site.longitude },
    planDetails: { plan: site.plan },
    crop: site.crop,
    plantingDate: site.planting_date,
    installByDate: site.install_by_date,
    hardwareType: site.hardware_type,
    twigId: probe?.device_id ?? null,
    baseStationId: stationDeviceId,
    foxSensor: local?.device_id ?? null,
    lastUpdated: summary?.lastReadingAt ? new Date(summary.lastReadingAt).toISOString() : null,
    state: summary?.state ?? { justInstalled: true },
    pin: summary?.pin ?? { colour: 'white', fill: null, outline: null },
    reporting: summary?.reporting ?? 'NOT_CONNECTED',
    bar: { percentageFilled: pct, colour: barColour(pct, { rp, wl1, wl2 }), rp, wl1, wl2 },
    raw: totalOf(buckets?.totalDictionary.raw) ?? null,
    deficit: buckets?.deficit ?? null,
    canViewDetail: detail,
    canOpenGraph: detail,
    detail: detail
      ? {
          depths,
          rootDepth,
          plantImageHeight: imageHeight(depths.length, rootDepth),
          rootImageHeight: imageHeight(depths.length, rootDepth),
          rawPerDepth: rawPerDepth(buckets),
          bucketDetails: buckets,
          ...extras,
        }
      : null,
  };
}
export type SiteCard = SiteCardView;
