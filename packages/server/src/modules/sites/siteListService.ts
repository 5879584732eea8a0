import { can, pinSortRank, storedForecastDays, type Actor, type PinSortMode } from '@tilth/domain';
import { notFound } from '../../http/errors';
import type { ReadingStore } from '../telemetry/readingStore';
import { scopeFromPath } from '../users/organisationScope';
import { growthDetails, predictedWaterUse } from './forecastService';
import { gddEnvelopeFor } from './gddService';
import { recentWetting } from './recentEvents';
import { siteScope } from './siteAccess';
import { presentSiteCard, type SiteCard } from './siteCardPresenter';
import type { EquippedSite, FarmSitesFilter, SiteRepository } from './siteRepository';
import type { SiteSummary, SiteSummaryService } from './siteSummaryService';
import { text } from '../../lib/i18n/catalog';
import { sitesText } from './messages';

export type SiteSort = 'ALPHA-ASC' | 'ALPHA-DESC' | 'PINCLR-RED' | 'PINCLR-BLUE';

export interface SiteListQuery {
  farmIds: string[];
  query: 'Active' | 'Pending';
  name?: string;
  sort: SiteSort;
  skip: number;
  limit: number;
}

/** The listed farms with their business's path, for the policy (the farms module answers; unknown ids are left out). */
export interface ListedFarms {
  findWithPaths(ids: string[]): Promise<{ id: string; name: string; business_path: string }[]>;
}

/** A site of the page with its summary (null for pending sites), in the page's order. */
interface PageSite {
  equipped: EquippedSite;
  summary: SiteSummary | null;
}

// Natural order ("Field 2" before "Field 10"), which neither engine's ORDER BY reproduces.
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

/**
 * The farm sites page: active or pending sites of one or several farms as cards, sorted and paged.
 * The filters run in SQL; the order is made in memory on the few columns it needs, and only the
 * page's sites get readings and cards (docs/decisions.md).
 */
export class SiteListService {
  constructor(
    private readonly farms: ListedFarms,
    private readonly sites: SiteRepository,
    private readonly summaries: SiteSummaryService,
    private readonly readings: ReadingStore,
    /** Open sensor faults per site, short titles (fleet health, issue 30): the card and its pin say them. */
    private readonly faults?: (siteIds: string[]) => Promise<Map<string, string[]>>,
  ) {}

  async list(actor: Actor, q: SiteListQuery) {
    const farms = await this.farms.findWithPaths(q.farmIds);
    const visible = farms.filter((f) => can(actor, 'site:read', scopeFromPath(f.business_path, f.id)));
    // Any farm outside the caller's subtree reads as not found, like a farm that doesn't exist.
    if (visible.length !== q.farmIds.length) throw notFound(text(sitesText, 'farmNotFound'));

    const filter: FarmSitesFilter = {
      farmIds: q.farmIds,
      statuses: q.query === 'Active' ? ['ACTIVE'] : ['PENDING'],
      search: q.name?.trim().toLowerCase() || undefined,
    };
    const now = Date.now();
    const { total, page } =
      q.sort === 'PINCLR-RED' || q.sort === 'PINCLR-BLUE'
        ? await this.pageByPin(filter, q, q.sort, now)
        : await this.pageByName(filter, q, now);
    const today = new Date(now).toISOString().slice(0, 10);
    const cards: SiteCard[] = [];
    for (const { equipped, summary } of page) {
      const { site, devices, baseStationDeviceId } = equipped;
      const where = { crop: site.crop, plantingDate: site.planting_date, latitude: site.latitude, longitude: site.longitude, today };
      const extras =
        site.status === 'ACTIVE'
          ? {
              predictedWaterUse: predictedWaterUse({ ...where, shownDays: storedForecastDays(site.settings) }),
              growth: growthDetails(site.crop, site.planting_date, gddEnvelopeFor(where), today),
            }
          : {};
      const farm = visible.find((f) => f.id === site.farm_id);
      const detail = !!farm && can(actor, 'graph:read', siteScope(farm.business_path, farm.id, site.plan));
      const card = presentSiteCard(site, devices, baseStationDeviceId, summary, detail, extras);
      // Wetting events need two weeks of readings: only for the cards of this page that show detail.
      const probe = devices.find((d) => d.kind === 'probe');
      if (card.detail && probe) {
        const probeInfo = {
          num: probe.num,
          depths: probe.depths,
          lastReadingAt: probe.last_reading_at === null ? null : Number(probe.last_reading_at),
        };
        Object.assign(card.detail, await recentWetting(this.readings, probeInfo, site.soil_type));
      }
      cards.push(card);
    }
    const faults = this.faults ? await this.faults(cards.filter((c) => c.status === 'ACTIVE').map((c) => c.objectId)) : null;
    if (faults) for (const card of cards) card.sensorFaults = faults.get(card.objectId) ?? [];
    return {
      farms: visible.map((f) => ({ objectId: f.id, name: f.name })),
      total,
      skip: q.skip,
      limit: q.limit,
      sites: cards,
    };
  }

  private async summaryOf(equipped: EquippedSite, now: number): Promise<SiteSummary | null> {
    return equipped.site.status === 'ACTIVE' ? this.summaries.summarise(equipped.site, equipped.devices, now) : null;
  }

  /** Name orders: every matching site's name, sorted; devices and readings only for the page. */
  private async pageByName(filter: FarmSitesFilter, q: SiteListQuery, now: number): Promise<{ total: number; page: PageSite[] }> {
    const entries = await this.sites.entriesOfFarms(filter);
    entries.sort(q.sort === 'ALPHA-DESC' ? (a, b) => byName(b, a) : byName);
    const pageIds = entries.slice(q.skip, q.skip + q.limit).map((e) => e.id);
    const loaded = new Map((await this.sites.withEquipment(pageIds)).map((e) => [e.site.id, e]));
    const page: PageSite[] = [];
    for (const id of pageIds) {
      const equipped = loaded.get(id);
      if (equipped) page.push({ equipped, summary: await this.summaryOf(equipped, now) });
    }
    return { total: entries.length, page };
  }

  /** Pin orders need every matching site's pin, so every site is summarised; cards are still built for the page only. */
  private async pageByPin(
    filter: FarmSitesFilter,
    q: SiteListQuery,
    mode: PinSortMode,
    now: number,
  ): Promise<{ total: number; page: PageSite[] }> {
    const all: (PageSite & { name: string })[] = [];
    for (const equipped of await this.sites.ofFarms(filter)) {
      all.push({ equipped, summary: await this.summaryOf(equipped, now), name: equipped.site.name });
    }
    // A site without a summary shows the white pin of its card.
    const rank = (s: PageSite) => pinSortRank(s.summary?.pin.colour ?? 'white', mode);
    all.sort((a, b) => rank(a) - rank(b) || byName(a, b));
    return { total: all.length, page: all.slice(q.skip, q.skip + q.limit) };
  }
}
