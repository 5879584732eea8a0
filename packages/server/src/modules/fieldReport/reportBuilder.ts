import {
  countOf,
  countStatuses,
  FARM_STATUSES,
  cropIdFromPlantType,
  dailyCropUse,
  totalOf,
  waterOutlook,
  type SiteHealth,
  type StatusCounts,
  type WaterOutlook,
} from '@tilth/domain';
import { presentSite } from '../farms/farmPresenter';
import type { FarmRepository } from '../farms/farmRepository';
import type { SiteRepository } from '../sites/siteRepository';
import type { SiteSummaryService } from '../sites/siteSummaryService';
import type { DeviceRepository } from '../telemetry/deviceRepository';
import type { WeatherService } from '../weather/weatherService';

export interface ReportSite {
  name: string;
  siteId: string;
  health: SiteHealth;
  lastReadingAt: string | null;
  link: string;
  outlook: WaterOutlook | null;
}

/** A site's next irrigation, as the planner recommends it (due within the forecast week). */
export interface ReportIrrigation {
  name: string;
  siteId: string;
  link: string;
  /** "Irrigate by Thu · 1.20 in · 14 h" */
  summary: string;
  /** "Refill point in 2 days at 0.28 in/day." */
  reason: string;
}

/** The planner's next irrigations of these farms (the composition root passes the planner's). */
export type NextIrrigations = (farmIds: string[]) => Promise<
  {
    farmId: string;
    siteObjectId: string;
    siteId: string;
    siteName: string;
    deviceId: string;
    recommendation: { irrigateBy: string | null; summary: string; reason: string };
  }[]
>;

export interface ReportFarm {
  objectId: string;
  name: string;
  timeZone: string;
  link: string;
  counts: StatusCounts;
  siteCount: number;
  attention: ReportSite[];
  disconnected: ReportSite[];
  /** Sites to irrigate within the forecast week, soonest first. */
  irrigations: ReportIrrigation[];
}

export interface FarmHealthReport {
  generatedAt: string;
  farms: ReportFarm[];
  totals: StatusCounts;
}

/**
 * The content of one Farm Health Report: per farm, the status counts, the sites needing
 * attention with their water outlook, and the disconnected sites, each with a link.
 */
export class ReportBuilder {
  constructor(
    private readonly farms: FarmRepository,
    private readonly sites: SiteRepository,
    private readonly devices: DeviceRepository,
    private readonly summaries: SiteSummaryService,
    private readonly weather: WeatherService,
    private readonly publicUrl: string,
    private readonly nextIrrigations: NextIrrigations = async () => [],
  ) {}

  async build(farmIds: string[], now: Date): Promise<FarmHealthReport> {
    const farms = (await this.farms.findWithPaths(farmIds)).sort((a, b) => a.name.localeCompare(b.name));
    const sites = await this.farms.sitesOf(farms.map((f) => f.id));
    const attentionIds = sites.filter((s) => presentSite(s, now.getTime()).health === 'LOW').map((s) => s.id);
    const outlooks = await this.outlooks(attentionIds, now);
    const probes = await this.devices.probeIdsOf(sites.map((s) => s.id));
    const planned = (await this.nextIrrigations(farms.map((f) => f.id))).filter((r) => r.recommendation.irrigateBy !== null);

    const reportFarms = farms.map((farm): ReportFarm => {
      const farmSites = sites
        .filter((s) => s.farm_id === farm.id)
        .map((row) => {
          const site = presentSite(row, now.getTime());
          const link = `${this.publicUrl}/farm/${farm.id}/site/${row.site_id}/${row.id}/${probes.get(row.id) ?? '0x'}/graph`;
          return {
            name: site.name,
            siteId: site.siteId,
            health: site.health,
            lastReadingAt: site.lastReadingAt,
            link,
            outlook: outlooks.get(row.id) ?? null,
          };
        });
      return {
        objectId: farm.id,
        name: farm.name,
        timeZone: farm.time_zone,
        link: `${this.publicUrl}/farm/${farm.id}/sites`,
        counts: countStatuses(farmSites.map((s) => s.health)),
        siteCount: farmSites.filter((s) => s.health !== 'EXTRACTED').length,
        attention: farmSites.filter((s) => s.health === 'LOW'),
        disconnected: farmSites.filter((s) => s.health === 'NOT_CONNECTED'),
        irrigations: planned
          .filter((r) => r.farmId === farm.id)
          .map((r) => ({
            name: r.siteName,
            siteId: r.siteId,
            link: `${this.publicUrl}/farm/${farm.id}/site/${r.siteId}/${r.siteObjectId}/${r.deviceId}/graph`,
            summary: r.recommendation.summary,
            reason: r.recommendation.reason,
          })),
      };
    });
    const totals = FARM_STATUSES.map((status) => ({ status, count: reportFarms.reduce((n, f) => n + countOf(f.counts, status), 0) }));
    return { generatedAt: now.toISOString(), farms: reportFarms, totals };
  }

  /** Available water, deficit and days to refill of the sites needing attention (decodes their latest readings). */
  private async outlooks(siteIds: string[], now: Date): Promise<Map<string, WaterOutlook>> {
    const result = new Map<string, WaterOutlook>();
    if (siteIds.length === 0) return result;
    for (const { site, devices } of await this.sites.withEquipment(siteIds)) {
      const summary = await this.summaries.summarise(site, devices, now.getTime());
      const totals = summary.buckets?.totalDictionary;
      const forecast = await this.weather.sevenDays(site.latitude, site.longitude, 'uk2');
      const use = dailyCropUse(
        forecast.map((d) => d.et),
        cropIdFromPlantType(site.crop),
        site.planting_date,
        forecast[0]?.date ?? now.toISOString().slice(0, 10),
      );
      result.set(
        site.id,
        waterOutlook({
          percentFilled: summary.percentageFilled,
          availableWaterIn: totalOf(totals?.aw),
          bucketIn: totalOf(totals?.bucketValue),
          rpPercent: totalOf(totals?.RP),
          deficitIn: summary.buckets?.deficit ?? null,
          dailyUseIn: use,
        }),
      );
    }
    return result;
  }
}
