import { can, pinSortRank, type Actor, type PinSortMode } from '@tilth/domain';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { scopeFromPath } from '../users/organisationScope';
import { growthDetails, predictedWaterUse } from './forecastService';
import { gddEnvelopeFor } from './gddService';
import { ReadingStore } from '../telemetry/readingStore';
import { recentWetting } from './recentEvents';
import { presentSiteCard, type SiteCard } from './siteCardPresenter';
import { SiteSummaryService } from './siteSummaryService';

export type SiteSort = 'ALPHA-ASC' | 'ALPHA-DESC' | 'PINCLR-RED' | 'PINCLR-BLUE';

export interface SiteListQuery {
  farmIds: string[];
  query: 'Active' | 'Pending';
  name?: string;
  sort: SiteSort;
  skip: number;
  limit: number;
}

const byName = (a: SiteCard, b: SiteCard) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

/** The farm sites page: active or pending sites of one or several farms as cards, sorted and paged. */
export class SiteListService {
  private readonly summaries: SiteSummaryService;
  private readonly readings: ReadingStore;

  constructor(private readonly database: Db) {
    this.summaries = new SiteSummaryService(database);
    this.readings = new ReadingStore(database);
  }

  async list(actor: Actor, q: SiteListQuery) {
    const db = this.database.db;
    const farms = await db
      .selectFrom('farms')
      .innerJoin('organisations', 'organisations.id', 'farms.business_id')
      .select(['farms.id', 'farms.name', 'organisations.path'])
      .where('farms.id', 'in', q.farmIds)
      .execute();
    const visible = farms.filter((f) => can(actor, 'site:read', scopeFromPath(f.path, f.id)));
    // Any farm outside the caller's subtree reads as not found, like a farm that doesn't exist.
    if (visible.length !== q.farmIds.length) throw notFound('Farm not found.');

    const statuses = q.query === 'Active' ? ['ACTIVE'] : ['PENDING'];
    let sites = await db
      .selectFrom('sites')
      .selectAll()
      .where('farm_id', 'in', q.farmIds)
      .where('status', 'in', statuses)
      .where('extracted', '=', 0)
      .execute();
    const term = q.name?.trim().toLowerCase();
    if (term) sites = sites.filter((s) => s.name.toLowerCase().includes(term) || s.site_id.includes(term));
    const ids = sites.map((s) => s.id);
    const devices = ids.length ? await db.selectFrom('devices').selectAll().where('site_id', 'in', ids).execute() : [];
    const stations = ids.length
      ? await db.selectFrom('base_stations').select(['site_id', 'device_id']).where('site_id', 'in', ids).execute()
      : [];
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);

    const cards: SiteCard[] = [];
    for (const site of sites) {
      const own = devices.filter((d) => d.site_id === site.id);
      const summary = site.status === 'ACTIVE' ? await this.summaries.summarise(site, own, now) : null;
      const where = { crop: site.crop, plantingDate: site.planting_date, latitude: site.latitude, longitude: site.longitude, today };
      const extras =
        site.status === 'ACTIVE'
          ? {
              predictedWaterUse: predictedWaterUse(where),
              growth: growthDetails(site.crop, site.planting_date, gddEnvelopeFor(where), today),
            }
          : {};
      cards.push(presentSiteCard(site, own, stations.find((s) => s.site_id === site.id)?.device_id ?? null, summary, actor.role, extras));
    }
    if (q.sort === 'ALPHA-DESC') cards.sort((a, b) => byName(b, a));
    else if (q.sort === 'PINCLR-RED' || q.sort === 'PINCLR-BLUE') {
      const mode = q.sort as PinSortMode;
      cards.sort((a, b) => pinSortRank(a.pin.colour, mode) - pinSortRank(b.pin.colour, mode) || byName(a, b));
    } else cards.sort(byName);
    const page = cards.slice(q.skip, q.skip + q.limit);
    // Wetting events need two weeks of readings: only for the cards of this page that show detail.
    for (const card of page) {
      const probe = devices.find((d) => d.site_id === card.id && d.kind === 'probe');
      if (!card.detail || !probe) continue;
      const probeInfo = {
        num: probe.num,
        depths: JSON.parse(probe.depths) as number[],
        lastReadingAt: probe.last_reading_at === null ? null : Number(probe.last_reading_at),
      };
      Object.assign(card.detail, await recentWetting(this.readings, probeInfo, sites.find((s) => s.id === card.id)?.soil_type ?? null));
    }
    return {
      farms: visible.map((f) => ({ objectId: f.id, name: f.name })),
      total: cards.length,
      skip: q.skip,
      limit: q.limit,
      sites: page,
    };
  }
}
