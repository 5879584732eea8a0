import { setImmediate as nextTurn } from 'node:timers/promises';
import { moistureLevel, templateLimitsForDay, type BandThresholds, type RecomputeMode, type TemplateRow } from '@tilth/domain';
import { addDays } from '@tilth/domain/agronomy/gdd';
import { datesBetween, farmClock, localDate, localTime } from '@tilth/domain/time/localDays';
import type { SiteDailyValueTable } from '../../db/schema';
import { isoNow } from '../../lib/time';
import { rootZoneBuckets, thresholdsInForce } from '../sites/rootZone';
import type { ReadingColumns } from '../telemetry/dayChunk';
import type { DeviceRecord } from '../telemetry/deviceRepository';
import type { ReadingStore } from '../telemetry/readingStore';
import type { DerivedValueRepository } from './derivedValueRepository';

/**
 * What a day's values are computed from: the site (settings, crop template and planting date, the
 * farm's clock) and its devices. The thresholds module's repository answers it (passed in by the
 * composition root: that module sits above this one).
 */
export interface DailyValueSites {
  site(siteObjectId: string): Promise<
    | {
        id: string;
        settings: Record<string, unknown>;
        crop_template_id: string | null;
        planting_date: string | null;
        longitude: number;
        time_zone: string;
      }
    | undefined
  >;
  devices(siteObjectId: string): Promise<Pick<DeviceRecord, 'num' | 'kind' | 'depths' | 'first_reading_at' | 'last_reading_at'>[]>;
}

/** A template's rows by id (the templates module's repository); null when there is no such template. */
export type TemplateRowsLookup = (templateId: string) => Promise<TemplateRow[] | null>;

const round2 = (v: number) => Math.round(v * 100) / 100;

/** The last reading of each depth within [from, to): the newest non-missing value, as the site card takes. */
function lastOfDay(columns: ReadingColumns, start: number, end: number, depthCount: number): (number | null)[] {
  return Array.from({ length: depthCount }, (_, d) => {
    const values = columns.channels.moisture[d]!;
    for (let i = end - 1; i >= start; i--) if (!Number.isNaN(values[i]!)) return values[i]!;
    return null;
  });
}

/**
 * A site's derived values per local day (spec 001 §3, §4): the root-zone available water of the
 * day's last readings, computed as the site card's percentage filled, and the bands in force that
 * day — the applied template's row for the day once planted, else the thresholds in force — with
 * the moisture level they give. Writes site_daily_values and, from the newest day with a level,
 * sites.health_level (farm health counts it).
 */
export class DailyValuesService {
  constructor(
    private readonly sites: DailyValueSites,
    private readonly derived: DerivedValueRepository,
    private readonly readings: ReadingStore,
    private readonly templateRows: TemplateRowsLookup,
  ) {}

  /** Computes and stores the mode's days; answers how many days were written (null: no such site). */
  async recompute(siteObjectId: string, mode: RecomputeMode, now: Date = new Date()): Promise<number | null> {
    const site = await this.sites.site(siteObjectId);
    if (!site) return null;
    const probe = (await this.sites.devices(siteObjectId)).find((d) => d.kind === 'probe');
    const depths = probe?.depths ?? [];
    const nowTs = Math.floor(now.getTime() / 1000);
    const first = probe?.first_reading_at == null ? null : Number(probe.first_reading_at);
    const last = probe?.last_reading_at == null ? null : Number(probe.last_reading_at);
    const clock = farmClock(site.time_zone, site.longitude, Math.min(first ?? nowTs, nowTs), nowTs);
    const today = localDate(clock, nowTs);
    const newest = last === null ? today : localDate(clock, Math.min(last, nowTs));
    const from = mode === 'all' && first !== null ? localDate(clock, first) : newest < today ? newest : today;
    const days = mode === 'all' ? datesBetween(from, today) : [...new Set([newest, today])].sort();

    const rows = site.crop_template_id ? await this.templateRows(site.crop_template_id) : null;
    const dayStart = (day: string) => localTime(clock, day, 0);
    const columns =
      probe && depths.length > 0 && last !== null
        ? await this.readings.readRange(probe.num, depths.length, dayStart(days[0]!), dayStart(addDays(days.at(-1)!, 1)) - 1)
        : null;
    const profileBands = this.profileBands(site.settings, depths);

    const computedAt = isoNow(now);
    const out: SiteDailyValueTable[] = [];
    let cursor = 0;
    for (const day of days) {
      const end = dayStart(addDays(day, 1));
      let aw: number | null = null;
      let awIn: number | null = null;
      let tawIn: number | null = null;
      let thresholdBands = profileBands;
      if (columns) {
        const start = dayStart(day);
        while (cursor < columns.ts.length && columns.ts[cursor]! < start) cursor++;
        let stop = cursor;
        while (stop < columns.ts.length && columns.ts[stop]! < end) stop++;
        if (stop > cursor) {
          const buckets = rootZoneBuckets(site.settings, depths, lastOfDay(columns, cursor, stop, depths.length));
          const total = buckets?.totalDictionary;
          aw = total?.percentageFilled[0].total ?? null;
          awIn = total?.aw[0].total ?? null;
          tawIn = total?.bucketValue[0].total ?? null;
          if (total && aw !== null) thresholdBands = { rp: total.RP[0].total!, wl1: total.WL1[0].total!, wl2: total.WL2[0].total! };
        }
        cursor = stop;
      }
      const template = rows ? templateLimitsForDay(rows, site.planting_date, day) : null;
      const bands = template ?? thresholdBands;
      out.push({
        site_id: site.id,
        day,
        aw_percent: aw === null ? null : round2(aw),
        rp: round2(bands.rp),
        wl1: round2(bands.wl1),
        wl2: round2(bands.wl2),
        band_source: template ? 'template' : 'thresholds',
        level: moistureLevel(aw, bands),
        // Inches too, for the irrigation planner: it reads the newest day of many sites without readings.
        aw_in: aw === null || awIn === null ? null : round2(awIn),
        taw_in: aw === null || tawIn === null ? null : round2(tawIn),
        computed_at: computedAt,
      });
      // A whole history is a few hundred days of CPU work: let requests in between them.
      if (mode === 'all') await nextTurn();
    }
    await this.derived.upsertDays(out);
    const newestLevel = out.findLast((row) => row.level !== null);
    if (newestLevel) await this.derived.setHealthLevel(site.id, newestLevel.level, newestLevel.day);
    return out.length;
  }

  /** The root zone's thresholds in force as its buckets weigh them, for days without readings. */
  private profileBands(settings: Record<string, unknown>, depths: readonly number[]): BandThresholds {
    const atFc = depths.map((_, i) => thresholdsInForce(settings, false, depths.length)(i).fc);
    const total = rootZoneBuckets(settings, depths, atFc)?.totalDictionary;
    return {
      rp: total?.RP[0].total ?? 60,
      wl1: total?.WL1[0].total ?? 70,
      wl2: total?.WL2[0].total ?? 95,
    };
  }
}
