import { plusCode, summariseStates, type FarmStateSummary, type WeatherDay } from '@tilth/domain';
import type { Db } from '../../db/database';
import type { WeatherService } from '../weather/weatherService';
import { SiteSummaryService, type SiteSummary } from './siteSummaryService';

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

/** Sites, their state counts and the 7-day weather of each farm, for GET /org/view. */
export class FarmOverviewService {
  private readonly summaries: SiteSummaryService;

  constructor(
    private readonly database: Db,
    private readonly weather: WeatherService,
  ) {
    this.summaries = new SiteSummaryService(database);
  }

  async overview(farms: FarmLocation[]): Promise<Map<string, FarmOverview>> {
    const result = new Map<string, FarmOverview>();
    if (farms.length === 0) return result;
    const db = this.database.db;
    const ids = farms.map((f) => f.id);
    const sites = await db
      .selectFrom('sites')
      .selectAll()
      .where('farm_id', 'in', ids)
      .where('extracted', '=', 0)
      .orderBy('site_id')
      .execute();
    const siteIds = sites.map((s) => s.id);
    const devices = siteIds.length ? await db.selectFrom('devices').selectAll().where('site_id', 'in', siteIds).execute() : [];
    const stations = siteIds.length
      ? await db.selectFrom('base_stations').select(['site_id', 'device_id']).where('site_id', 'in', siteIds).execute()
      : [];
    const now = Date.now();
    for (const farm of farms) {
      const farmSites = sites.filter((s) => s.farm_id === farm.id);
      const summaries: SiteSummary[] = [];
      for (const site of farmSites.filter((s) => s.status === 'ACTIVE')) {
        summaries.push(
          await this.summaries.summarise(
            site,
            devices.filter((d) => d.site_id === site.id),
            now,
          ),
        );
      }
      const counts = summariseStates(summaries.map((s) => ({ siteId: s.siteId, moisture: s.state.moisture, reporting: s.reporting })));
      result.set(farm.id, {
        ...counts,
        sites: farmSites.map((s) =>
          presentOrgViewSite(
            s,
            devices.find((d) => d.site_id === s.id && d.kind === 'probe')?.device_id ?? null,
            stations.find((b) => b.site_id === s.id)?.device_id ?? null,
          ),
        ),
        weather: await this.weather.sevenDays(farm.latitude, farm.longitude, 'uk2'),
      });
    }
    return result;
  }
}
