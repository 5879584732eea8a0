import {
  bucketDetails,
  CROP_DEFAULTS,
  cropIdFromPlantType,
  deriveSiteState,
  pinGraphic,
  reportingStatus,
  thresholdsFromSettings,
  type BucketDetails,
  type PinGraphic,
  type ReportingStatus,
  type SiteStateFlags,
} from '@tilth/domain';
import { DAY_SECONDS, type ReadingColumns } from '../telemetry/dayChunk';
import type { DeviceRecord } from '../telemetry/deviceRepository';
import { latestValue } from '../telemetry/latestReading';
import type { ReadingStore } from '../telemetry/readingStore';
import type { SiteRecord } from './siteRepository';

export interface SiteSummary {
  siteObjectId: string;
  siteId: string;
  lastReadingAt: number | null;
  state: SiteStateFlags;
  pin: PinGraphic;
  reporting: ReportingStatus;
  buckets: BucketDetails | null;
  /** Root-zone percentage filled, the number behind the bar and the moisture flag. */
  percentageFilled: number | null;
}

// A rise of the top sensor this large within two hours means water is going on now.
const IRRIGATING_RISE_VWC = 2;
const PRESSURE_ON_PSI = 5;

/** The latest state of sites: buckets, flags, pin and reporting status, from their newest readings. */
export class SiteSummaryService {
  constructor(private readonly readings: ReadingStore) {}

  async summarise(
    site: Pick<SiteRecord, 'id' | 'site_id' | 'settings' | 'crop'>,
    devices: DeviceRecord[],
    now = Date.now(),
  ): Promise<SiteSummary> {
    const probe = devices.find((d) => d.kind === 'probe');
    const local = devices.find((d) => d.kind === 'local');
    const lastTs = probe?.last_reading_at === null || probe?.last_reading_at === undefined ? null : Number(probe.last_reading_at);
    const settings = site.settings;
    const base = { siteObjectId: site.id, siteId: site.site_id, lastReadingAt: lastTs === null ? null : lastTs * 1000 };
    if (!probe || lastTs === null) {
      const state = deriveSiteState({ now, lastReadingAt: null });
      return { ...base, state, pin: pinGraphic(state), reporting: reportingStatus(null, now), buckets: null, percentageFilled: null };
    }
    const depths = probe.depths;
    const recent = await this.readings.readRange(probe.num, depths.length, lastTs - DAY_SECONDS / 4, lastTs);
    const localRecent = local?.last_reading_at
      ? await this.readings.readRange(local.num, 1, Number(local.last_reading_at) - 3600, Number(local.last_reading_at))
      : null;
    const thresholdsAt = (isLocal: boolean, count: number) => {
      const get = (name: 'fc' | 'pwp' | 'rp' | 'wl1' | 'wl2', fallback: number) =>
        thresholdsFromSettings(settings, name, isLocal) ?? Array(count).fill(fallback);
      const [fc, pwp, rp, wl1, wl2] = [get('fc', 50), get('pwp', 10), get('rp', 60), get('wl1', 70), get('wl2', 95)];
      return (i: number) => ({ fc: fc[i] ?? 50, pwp: pwp[i] ?? 10, rp: rp[i] ?? 60, wl1: wl1[i] ?? 70, wl2: wl2[i] ?? 95 });
    };
    const probeThresholds = thresholdsAt(false, depths.length);
    const rootDepth = Number((settings.rootDepth as { value?: number } | undefined)?.value ?? depths.at(-1) ?? 0);
    const buckets =
      depths.length === 0
        ? null
        : bucketDetails({
            hardware: depths.map((depthIn, i) => ({
              key: String(i),
              depthIn,
              vwc: latestValue(recent.channels.moisture[i]!),
              thresholds: probeThresholds(i),
            })),
            local: localRecent
              ? [
                  {
                    key: 'deepSensor1',
                    depthIn: 6,
                    vwc: latestValue(localRecent.channels.moisture[0]!),
                    thresholds: thresholdsAt(true, 1)(0),
                  },
                ]
              : [],
            rootDepthIn: rootDepth,
          });
    const percentageFilled = buckets?.totalDictionary.percentageFilled[0].total ?? null;
    const rp = buckets?.totalDictionary.RP[0].total ?? 60;
    const wl1 = buckets?.totalDictionary.WL1[0].total ?? 70;
    const wl2 = buckets?.totalDictionary.WL2[0].total ?? 95;
    const crop = cropIdFromPlantType(site.crop);
    const salinity = meanLatest(recent, 'salinity');
    const state = deriveSiteState({
      now,
      lastReadingAt: lastTs * 1000,
      awPercent: percentageFilled,
      thresholds: { rp, wl1, wl2 },
      ece: salinity,
      salinityThreshold: salinity !== null && crop ? CROP_DEFAULTS[crop].salinity : null,
      irrigating: isIrrigating(recent) ? true : null,
      pressureOn: depths.length === 0 ? (latestValue(recent.pressure) ?? 0) > PRESSURE_ON_PSI : null,
    });
    return { ...base, state, pin: pinGraphic(state), reporting: reportingStatus(lastTs * 1000, now), buckets, percentageFilled };
  }
}

function meanLatest(columns: ReadingColumns, channel: 'salinity' | 'conductivity'): number | null {
  const values = columns.channels[channel].map(latestValue).filter((v): v is number => v !== null);
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

function isIrrigating(columns: ReadingColumns): boolean {
  const top = columns.channels.moisture[0];
  if (!top || top.length < 2) return false;
  const end = columns.ts.length - 1;
  let start = end;
  while (start > 0 && columns.ts[end]! - columns.ts[start - 1]! <= 2 * 3600) start--;
  return top[end]! - top[start]! >= IRRIGATING_RISE_VWC;
}
