import { setImmediate as nextTurn } from 'node:timers/promises';
import { can, type Actor, type ThresholdSummary } from '@tilth/domain';
import { buildHourlySeries, hourlyFrame, unfrozenMoisture, type HourlyFrame } from '@tilth/domain/agronomy/hourlyFrame';
import { detectDepths, textureOf } from '@tilth/domain/agronomy/thresholdDetection/depthDetection';
import { seasonCalendar } from '@tilth/domain/agronomy/thresholdDetection/seasonCalendar';
import {
  applyDetection,
  detectionRecordOf,
  thresholdTable,
  type VariantDetection,
} from '@tilth/domain/agronomy/thresholdDetection/thresholdUpdate';
import { zoneClock } from '@tilth/domain/time/zoneClock';
import { notFound } from '../../http/errors';
import { isoNow } from '../../lib/time';
import { SiteRepository } from '../sites/siteRepository';
import { ReadingStore } from '../telemetry/readingStore';
import { scopeFromPath } from '../users/organisationScope';
import { ThresholdRepository } from './thresholdRepository';
import { text } from '../../lib/i18n/catalog';
import { thresholdsText } from './messages';

/** Readings detection looks at: a year covers a full season and the winter before it. */
export const DETECTION_WINDOW_SECONDS = 365 * 86_400;
/** A site is due again a day after its last run. */
export const DETECTION_INTERVAL_MS = 24 * 3600 * 1000;
const SAVE_ATTEMPTS = 3;

/** One device's table in the recompute answer. */
type DeviceThresholdTable = NonNullable<ThresholdSummary['probe']>;

interface DeviceRow {
  num: number;
  kind: string;
  depths: number[];
  last_reading_at: number | null;
}

const depthsOf = (device: DeviceRow | undefined): number[] => device?.depths ?? [];

/**
 * Automatic thresholds (spec 001 §3–§4): detects FC and the refill point per depth from the last
 * year of a site's readings and stores them as the `_mlValue` variants; `userEdited` decides which
 * values are in force (domain agronomy/thresholdDetection/thresholdUpdate.ts has the rules).
 */
export class ThresholdDetectionService {
  constructor(
    private readonly repository: ThresholdRepository,
    private readonly sites: SiteRepository,
    private readonly readings: ReadingStore,
  ) {}

  /** POST /site/:id/thresholds/detect: recompute one site now, inside the caller's scope. */
  async recompute(actor: Actor, siteKey: string): Promise<ThresholdSummary> {
    const site = await this.sites.findByAnyId(siteKey);
    const scope = site ? await this.sites.scopeOf(site.id) : undefined;
    if (!site || !scope || !can(actor, 'site:recompute', scopeFromPath(scope.path, scope.farm_id)))
      throw notFound(text(thresholdsText, 'siteNotFound'));
    const summary = await this.detectSite(site.id);
    if (!summary) throw notFound(text(thresholdsText, 'siteNotFound'));
    return summary;
  }

  /** Detects and stores one site's thresholds; null when the site does not exist. */
  async detectSite(siteObjectId: string, now: Date = new Date()): Promise<ThresholdSummary | null> {
    const site = await this.repository.site(siteObjectId);
    if (!site) return null;
    const devices: DeviceRow[] = await this.repository.devices(siteObjectId);
    const probe = devices.find((d) => d.kind === 'probe' && depthsOf(d).length > 0);
    const local = devices.find((d) => d.kind === 'local');
    const newest = [probe, local]
      .map((d) => (d?.last_reading_at == null ? null : Number(d.last_reading_at)))
      .filter((v): v is number => v !== null);
    const to = newest.length > 0 ? Math.max(...newest) : null;
    const from = to === null ? null : to - DETECTION_WINDOW_SECONDS;

    const detections: VariantDetection[] = [];
    // Solar time stands in for a zone the runtime does not know.
    const solar = Math.round(site.longitude / 15) * 3600;
    const frame = from !== null && to !== null ? hourlyFrame(zoneClock(site.time_zone, from, to, solar), from, to) : null;
    const season =
      frame &&
      seasonCalendar({ frame, crop: site.crop, plantingDate: site.planting_date, latitude: site.latitude, longitude: site.longitude });
    const texture = textureOf(site.soil_type);
    for (const [variant, device] of [
      ['probe', probe],
      ['local', local],
    ] as const) {
      if (!device) continue;
      const depthsIn = depthsOf(device);
      // Without readings every depth comes out unreliable, which still records the run.
      const series = frame ? await this.hourly(device, depthsIn.length, frame, from!, to!) : depthsIn.map(() => []);
      detections.push({ variant, depths: detectDepths({ series, depthsIn, texture, season }) });
    }

    let before = site;
    for (let attempt = 1; ; attempt++) {
      const after = applyDetection(before.settings, detections, { ranAt: now.toISOString(), from, to });
      if (await this.repository.saveSettings(siteObjectId, before.settingsText, after, isoNow())) {
        return this.summary(site.id, site.site_id, after, probe, local);
      }
      // Someone saved the settings meanwhile: apply the same results to what they saved.
      const fresh = await this.repository.site(siteObjectId);
      if (!fresh) return null;
      if (attempt >= SAVE_ATTEMPTS) throw new Error(`Threshold detection for site ${site.site_id}: settings kept changing`);
      before = fresh;
    }
  }

  /**
   * The daily job's slice: due sites, never-run and oldest-run first, until either bound is hit.
   * Detection is CPU work; yielding between sites lets requests in between.
   */
  async runDue(now: Date, limits: { maxSites: number; maxMs: number }, log?: { error(obj: object, msg: string): void }) {
    const started = Date.now();
    const due = await this.repository.dueSites(new Date(now.getTime() - DETECTION_INTERVAL_MS).toISOString(), limits.maxSites);
    let detected = 0;
    let failed = 0;
    for (const siteObjectId of due) {
      if (Date.now() - started >= limits.maxMs) break;
      try {
        await this.detectSite(siteObjectId, now);
        detected++;
      } catch (err) {
        failed++;
        log?.error({ err, siteObjectId }, 'threshold detection failed');
      }
      await nextTurn();
    }
    return { due: due.length, detected, failed };
  }

  private async hourly(device: DeviceRow, depthCount: number, frame: HourlyFrame, from: number, to: number) {
    const columns = await this.readings.readRange(device.num, depthCount, from, to);
    const moisture = unfrozenMoisture(columns.channels.moisture, columns.channels.temperature);
    return buildHourlySeries(columns.ts, moisture, frame);
  }

  private summary(
    objectId: string,
    siteId: string,
    settings: Record<string, unknown>,
    probe?: DeviceRow,
    local?: DeviceRow,
  ): ThresholdSummary {
    const table = (device: DeviceRow | undefined, kind: 'probe' | 'local'): DeviceThresholdTable | null => {
      const depthsIn = depthsOf(device);
      return device && depthsIn.length > 0 ? { depthsIn, thresholds: thresholdTable(settings, kind, depthsIn.length) } : null;
    };
    return { siteId, objectId, detection: detectionRecordOf(settings), probe: table(probe, 'probe'), local: table(local, 'local') };
  }
}
