import {
  addDays,
  can,
  exportDays,
  isDailyMeasure,
  siteRows,
  wallTimeToEpoch,
  type Actor,
  type DepthUnit,
  type ExportDay,
  type ExportManifest,
  type ExportRequest,
  type ExportRow,
  type ExportSite,
  type InchPoint,
  type SiteSeries,
} from '@tilth/domain';
import { takeTurn } from '../../lib/fastJson/jsonStream';
import type { Language } from '@tilth/domain/preferences/language';
import { planRefusal, readableSite } from '../sites/siteAccess';
import type { SiteRepository } from '../sites/siteRepository';

/** What the export reads through the graph's services (the composition root passes them in). */
export interface ExportSources {
  /** GET /sites/{siteId}/series: the readings the graph shows, in canonical units. */
  series: (actor: Actor, siteKey: string, fromDate: string, toDate: string) => Promise<SiteSeries>;
  /** The graph's rain and applied-irrigation overlays, in inches. */
  rainfall: (actor: Actor, siteKey: string, range: { startDate: string; endDate: string }) => Promise<{ points: InchPoint[] }>;
  irrigation: (actor: Actor, siteKey: string, range: { startDate: string; endDate: string }) => Promise<{ points: InchPoint[] }>;
  /** The user's unit preference. */
  unitOf: (actor: Actor) => Promise<DepthUnit>;
  /** The planner's daily values of a site (root-zone available water, ETo, ETc, the water account), inches. */
  days: (siteObjectId: string, farmId: string, from: string, to: string) => Promise<ExportDay[]>;
}

/** An included site with what its rows need. */
export interface PlannedSite extends ExportSite {
  timeZone: string;
  farmId: string;
}

export interface ExportPlan {
  request: ExportRequest;
  unit: DepthUnit;
  sites: PlannedSite[];
  manifest: ExportManifest;
}

/** Readings are read this many local days at a time: a site's rows never hold more in memory, and a chunk dies young (bench:export). */
const CHUNK_DAYS = 2;

const EXTENSIONS = { csv: 'csv', csvZip: 'zip', xlsx: 'xlsx' } as const;

/** The instant a local day starts in the zone (epoch seconds). */
function dayStart(date: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return wallTimeToEpoch({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone);
}

/**
 * Export (issue 32): which of the chosen sites an export writes — the plan's rule is the one of
 * 'Download all data' (policy graph:download, checked per site), and a site the plan leaves out is
 * listed as skipped with why, not refused — and each site's rows, read a month at a time.
 */
export class ExportService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly sources: ExportSources,
    /** Included sites × days above which the file is prepared as a background job. */
    private readonly backgroundSiteDays: number = Number.POSITIVE_INFINITY,
  ) {}

  /**
   * Resolves and checks every site before anything is written: a site the caller can't read is
   * not found (404), as on the graph; one whose plan leaves the download out is skipped, with why in
   * `language` (the request's; issue 34).
   */
  async plan(actor: Actor, request: ExportRequest, language: Language = 'en'): Promise<ExportPlan> {
    const unit = request.unit ?? (await this.sources.unitOf(actor));
    const sites: PlannedSite[] = [];
    const skipped: ExportManifest['skipped'] = [];
    const seen = new Set<string>();
    for (const key of request.siteIds) {
      await takeTurn();
      const found = await readableSite(this.sites, actor, key);
      if (seen.has(found.site.id)) continue;
      seen.add(found.site.id);
      const site: ExportSite = { objectId: found.site.id, siteId: found.site.site_id, name: found.site.name, farmName: found.farmName };
      if (can(actor, 'graph:download', found.scope)) sites.push({ ...site, timeZone: found.timeZone, farmId: found.farmId });
      else skipped.push({ ...site, reason: planRefusal('graph:download', found.site.plan, language) });
    }
    const fileName = `tilth-export-${request.from}-to-${request.to}.${EXTENSIONS[request.format]}`;
    const siteDays = sites.length * exportDays(request.from, request.to);
    const manifest: ExportManifest = {
      included: sites.map(({ timeZone: _zone, farmId: _farm, ...site }) => site),
      skipped,
      unit,
      fileName,
      siteDays,
      background: siteDays > this.backgroundSiteDays,
    };
    return { request, unit, sites, manifest };
  }

  /** The time zone of a site's farm (the weekly export's Monday), or null when the site is gone. */
  async zoneOf(siteKey: string): Promise<string | null> {
    const site = await this.sites.findByAnyId(siteKey);
    const row = site ? await this.sites.scopeOf(site.id) : undefined;
    return row?.time_zone ?? null;
  }

  /** One site's rows, oldest month first; within a month, measurement by measurement. */
  async *rows(actor: Actor, plan: ExportPlan, site: PlannedSite): AsyncGenerator<ExportRow[]> {
    const { request, unit } = plan;
    const wantsRain = request.measures.includes('rain');
    const wantsIrrigation = request.measures.includes('irrigation');
    const readingMeasures = request.measures.filter((m) => m !== 'rain' && m !== 'irrigation' && !isDailyMeasure(m));
    const wantsDays = request.measures.some(isDailyMeasure);
    for (let first = request.from; first <= request.to; first = addDays(first, CHUNK_DAYS)) {
      const last = addDays(first, CHUNK_DAYS - 1) < request.to ? addDays(first, CHUNK_DAYS - 1) : request.to;
      const from = dayStart(first, site.timeZone);
      const to = dayStart(addDays(last, 1), site.timeZone) - 1;
      const range = { startDate: String(from), endDate: String(to) };
      await takeTurn();
      const series = readingMeasures.length ? await this.sources.series(actor, site.objectId, String(from), String(to)) : null;
      const overlay = async (read: ExportSources['rainfall'], wanted: boolean) => {
        if (!wanted) return null;
        const points = (await read(actor, site.objectId, range)).points;
        return { ts: points.map((p) => Math.floor(Date.parse(p.xValue) / 1000)), values: points.map((p) => p.yValue) };
      };
      const rain = await overlay(this.sources.rainfall, wantsRain);
      const irrigation = await overlay(this.sources.irrigation, wantsIrrigation);
      const days = wantsDays ? await this.sources.days(site.objectId, site.farmId, first, last) : null;
      const input = {
        timeZone: site.timeZone,
        probe: series?.probe ?? null,
        local: series?.local ?? null,
        thresholds: series ? { probe: series.thresholds.probe, local: series.thresholds.local ?? null } : {},
        rain,
        irrigation,
        days,
      };
      // Handed on in batches, so a writer can wait for its reader between them.
      let batch: ExportRow[] = [];
      for (const row of siteRows(input, { measures: request.measures, interval: request.interval, unit })) {
        batch.push(row);
        if (batch.length >= 500) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length) yield batch;
    }
  }
}
