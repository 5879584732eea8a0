import {
  CROP_DEFAULTS,
  cropIdFromPlantType,
  deriveSiteState,
  isOutsideSeason,
  pinGraphic,
  reportingStatus,
  seasonDayOf,
  type BandThresholds,
  type BucketDetails,
  type PinGraphic,
  type ReportingStatus,
  type SiteStateFlags,
} from '@tilth/domain';
import { DAY_SECONDS, type ReadingColumns } from '../telemetry/dayChunk';
import type { DeviceRecord } from '../telemetry/deviceRepository';
import { latestValue } from '../telemetry/latestReading';
import type { ReadingStore } from '../telemetry/readingStore';
import { rootZoneBuckets } from './rootZone';
import type { SiteRecord } from './siteRepository';
import type { TemplateBands } from './templateBands';

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
  /**
   * The bands the bar and moisture flag compare it with: the applied template's for today, else
   * the root zone's thresholds in force; null without readings.
   */
  bands: (BandThresholds & { source: 'template' | 'thresholds' }) | null;
}

// A rise of the top sensor this large within two hours means water is going on now.
const IRRIGATING_RISE_VWC = 2;
const PRESSURE_ON_PSI = 5;

/** The latest state of sites: buckets, flags, pin and reporting status, from their newest readings. */
export class SiteSummaryService {
  constructor(
    private readonly readings: ReadingStore,
    private readonly templateBands: TemplateBands | null = null,
  ) {}

  async summarise(
    site: Pick<SiteRecord, 'id' | 'site_id' | 'settings' | 'crop' | 'crop_template_id' | 'planting_date'>,
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
      const reporting = reportingStatus(null, now);
      return { ...base, state, pin: pinGraphic(state), reporting, buckets: null, percentageFilled: null, bands: null };
    }
    const depths = probe.depths;
    const recent = await this.readings.readRange(probe.num, depths.length, lastTs - DAY_SECONDS / 4, lastTs);
    const localRecent = local?.last_reading_at
      ? await this.readings.readRange(local.num, 1, Number(local.last_reading_at) - 3600, Number(local.last_reading_at))
      : null;
    const buckets = rootZoneBuckets(
      settings,
      depths,
      depths.map((_, i) => latestValue(recent.channels.moisture[i]!)),
      localRecent ? latestValue(localRecent.channels.moisture[0]!) : undefined,
    );
    const percentageFilled = buckets?.totalDictionary.percentageFilled[0].total ?? null;
    const template = await this.templateBands?.today(site, now);
    const bands = template
      ? { ...template, source: 'template' as const }
      : {
          rp: buckets?.totalDictionary.RP[0].total ?? 60,
          wl1: buckets?.totalDictionary.WL1[0].total ?? 70,
          wl2: buckets?.totalDictionary.WL2[0].total ?? 95,
          source: 'thresholds' as const,
        };
    const crop = cropIdFromPlantType(site.crop);
    const salinity = meanLatest(recent, 'salinity');
    const state = deriveSiteState({
      now,
      lastReadingAt: lastTs * 1000,
      awPercent: percentageFilled,
      thresholds: bands,
      ece: salinity,
      salinityThreshold: salinity !== null && crop ? CROP_DEFAULTS[crop].salinity : null,
      irrigating: isIrrigating(recent) ? true : null,
      pressureOn: depths.length === 0 ? (latestValue(recent.pressure) ?? 0) > PRESSURE_ON_PSI : null,
      // The one season rule of farm health and alerts: outside it the pin does not judge the moisture.
      outsideSeason: isOutsideSeason(site.crop, site.planting_date, seasonDayOf(now)),
    });
    return { ...base, state, pin: pinGraphic(state), reporting: reportingStatus(lastTs * 1000, now), buckets, percentageFilled, bands };
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
