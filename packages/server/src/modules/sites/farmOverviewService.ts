import {
  moistureLevelOf,
  plusCode,
  siteHealth,
  summariseStates,
  type FarmStateSummary,
  type MoistureLevel,
  type ReportingStatus,
  type WeatherDay,
} from '@tilth/domain';
import type { WeatherService } from '../weather/weatherService';
import type { SiteRepository } from './siteRepository';
import type { SiteSummary, SiteSummaryService } from './siteSummaryService';

export interface FarmLocation {
  id: string;
  latitude: number;
  longitude: number;
}

/** What a farm node of the documented org view carries beyond the farm itself. */
export interface FarmOverview extends FarmStateSummary {
  sites: ReturnType<typeof presentOrgViewSite>[];
  weather: WeatherDay[];
}

export function presentOrgViewSite(
  site: {
    id: string;
    site_id: string;
    name: string;
    status: string;
    latitude: number;
    longitude: number;
    farm_id: string;
    created_at: string;
    plan: string;
  },
  twigId: string | null,
  baseStationId: string | null,
) {
  return {
    location: { __type: 'GeoPoint' as const, latitude: site.latitude, longitude: site.longitude },
    gId: plusCode(site.latitude, site.longitude),
    siteId: site.site_id,
    status: site.status,
    notes: '',
    farm: { objectId: site.farm_id },
    createdAt: site.created_at,
    baseStationId: baseStationId ?? '0x',
    twigId,
    cropTemplate: null,
    planDetails: { plan: site.plan },
    name: site.name,
    id: site.id,
  };
}

/**
 * Sites, their state counts and the 7-day weather of each farm, for GET /org/view (every site:
 * nothing to page). The tree's totals (reportingStatus) count each active site by the farm health
 * of the list, map and report (domain siteHealth), so the tree never contradicts them (issue 27);
 * moistureState counts the moisture levels of the newest readings, as documented.
 */
export class FarmOverviewService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly summaries: SiteSummaryService,
    private readonly weather: WeatherService,
  ) {}

  async overview(farms: FarmLocation[]): Promise<Map<string, FarmOverview>> {
    const result = new Map<string, FarmOverview>();
    if (farms.length === 0) return result;
    const sites = await this.sites.ofFarms({ farmIds: farms.map((f) => f.id) }, 'siteId');
    const now = Date.now();
    for (const farm of farms) {
      const farmSites = sites.filter((s) => s.site.farm_id === farm.id);
      const states: { siteId: string; moisture: MoistureLevel | undefined; reporting: ReportingStatus }[] = [];
      for (const { site, devices } of farmSites.filter((s) => s.site.status === 'ACTIVE')) {
        const summary: SiteSummary = await this.summaries.summarise(site, devices, now);
        const health = siteHealth(
          {
            extracted: site.extracted !== 0,
            status: site.status,
            lastReadingAt: summary.lastReadingAt,
            healthLevel: moistureLevelOf(site.health_level),
            crop: site.crop,
            plantingDate: site.planting_date,
          },
          now,
        );
        // Active, unextracted sites (ofFarms leaves extracted ones out) have one of the four tree statuses.
        if (health === 'EXTRACTED' || health === 'PENDING') continue;
        states.push({ siteId: summary.siteId, moisture: summary.state.moisture, reporting: health });
      }
      const counts = summariseStates(states);
      result.set(farm.id, {
        ...counts,
        sites: farmSites.map(({ site, devices, baseStationDeviceId }) =>
          presentOrgViewSite(site, devices.find((d) => d.kind === 'probe')?.device_id ?? null, baseStationDeviceId),
        ),
        weather: await this.weather.sevenDays(farm.latitude, farm.longitude, 'uk2'),
      });
    }
    return result;
  }
}
