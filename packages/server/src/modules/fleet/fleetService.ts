import { can, type Actor, type FleetDeviceDetail, type FleetPage, type FleetQuery } from '@tilth/domain';
import type { SiteChangelogTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isFarmLevel, type Viewpoints } from '../organisations/viewpoint';
import { scopeFromPath } from '../users/organisationScope';
import { presentChange, presentDay, presentFault, presentRow } from './fleetPresenter';
import type { FleetRepository, FleetRow, FleetScope } from './fleetRepository';
import { text } from '../../lib/i18n/catalog';
import { fleetText } from './messages';

const DAY_MS = 86_400_000;
/** Days of history the side panel shows. */
const PANEL_DAYS = 30;
/** The site's newest changelog entries and outages the side panel lists. */
const PANEL_ENTRIES = 20;

/** A site's history, from the modules that keep it (connectivity, site configuration). */
export interface SiteHistory {
  disconnections(siteId: string): Promise<{ started_at: string; ended_at: string | null }[]>;
  changelog(siteId: string): Promise<SiteChangelogTable[]>;
}

const graphPath = (r: FleetRow) =>
  `/farm/${encodeURIComponent(r.farm_id)}/site/${encodeURIComponent(r.site_id)}/${encodeURIComponent(r.site_object_id)}/${encodeURIComponent(r.twig_id ?? '-')}/graph`;

/**
 * The fleet screen (issue 30): every device the user may see, worst first, paged in SQL over the
 * stored health; and one device's month, faults with their evidence, and its site's history.
 */
export class FleetService {
  constructor(
    private readonly repository: FleetRepository,
    private readonly viewpoints: Viewpoints,
    private readonly history: SiteHistory,
    private readonly clock: () => number = Date.now,
  ) {}

  private async scopeOf(actor: Actor): Promise<FleetScope | null> {
    if (isFarmLevel(actor)) return actor.farmId ? { farmId: actor.farmId } : null;
    const viewer = await this.viewpoints.ofActor(actor);
    return viewer.organisation ? { rootPath: viewer.organisation.path } : null;
  }

  private visible(actor: Actor, path: string, farmId: string): boolean {
    return can(actor, 'fleet:read', scopeFromPath(path, farmId));
  }

  async list(actor: Actor, query: FleetQuery): Promise<FleetPage> {
    const nowMs = this.clock();
    const now = Math.floor(nowMs / 1000);
    const scope = await this.scopeOf(actor);
    const empty = { devices: 0, reporting: 0, late: 0, silent: 0, noData: 0, extracted: 0, lowBattery: 0, faults: 0 };
    if (!scope) {
      return {
        devices: [],
        total: 0,
        skip: query.skip,
        limit: query.limit,
        nextSkip: null,
        summary: empty,
        customers: [],
        farms: [],
        generatedAt: new Date(nowMs).toISOString(),
      };
    }
    // The SQL mirrors the viewpoint; the policy has the last word on every customer, farm and device.
    const options = (await this.repository.options(scope)).filter((o) => this.visible(actor, o.business_path, o.farm_id));
    const customers = [...new Map(options.map((o) => [o.business_id, { id: o.business_id, name: o.business_name }])).values()];
    const farms = options.map((o) => ({ id: o.farm_id, name: o.farm_name, customerId: o.business_id }));
    if (query.customer && !customers.some((c) => c.id === query.customer)) throw notFound(text(fleetText, 'customerNotFound'));
    if (query.farm && !farms.some((f) => f.id === query.farm)) throw notFound(text(fleetText, 'farmNotFound'));
    const { skip, limit, sort, ...filters } = query;
    const [total, rows, summary] = await Promise.all([
      this.repository.count(scope, filters, now),
      this.repository.page(scope, filters, sort, skip, limit, now),
      this.repository.summary(scope, filters, now),
    ]);
    const next = skip + rows.length;
    return {
      devices: rows.filter((r) => this.visible(actor, r.business_path, r.farm_id)).map((r) => presentRow(r, now)),
      total,
      skip,
      limit,
      nextSkip: next < total ? next : null,
      summary,
      customers,
      farms,
      generatedAt: new Date(nowMs).toISOString(),
    };
  }

  async device(actor: Actor, id: string): Promise<FleetDeviceDetail> {
    const nowMs = this.clock();
    const row = await this.repository.device(id, Math.floor(nowMs / 1000));
    if (!row || !this.visible(actor, row.business_path, row.farm_id)) throw notFound(text(fleetText, 'deviceNotFound'));
    const since = new Date(nowMs - PANEL_DAYS * DAY_MS);
    const [days, faults, outages, changes] = await Promise.all([
      this.repository.days(row.num, since.toISOString().slice(0, 10)),
      this.repository.faults(row.num, since.toISOString()),
      this.history.disconnections(row.site_object_id),
      this.history.changelog(row.site_object_id),
    ]);
    return {
      device: presentRow(row, Math.floor(nowMs / 1000)),
      days: days.map(presentDay),
      faults: faults.map(presentFault),
      disconnections: outages.slice(0, PANEL_ENTRIES).map((o) => ({ startedAt: o.started_at, endedAt: o.ended_at })),
      changelog: changes.slice(0, PANEL_ENTRIES).map(presentChange),
      graphPath: graphPath(row),
    };
  }
}
