import { can, type Actor, type FarmListQuery, type FarmOption, type FarmPage, type FarmSite, type SiteHealth } from '@tilth/domain';
import { farmScope, isFarmLevel, Viewpoints, type Viewer } from '../organisations/viewpoint';
import { scopeFromPath } from '../users/organisationScope';
import { FarmRepository, type FarmScope } from './farmRepository';
import { presentFarm, presentSite } from './farmPresenter';

/** The farms dashboard: batches of the farms a user sees, with their health, and the pickers. */
export class FarmService {
  constructor(
    readonly repository: FarmRepository,
    private readonly viewpoints: Viewpoints,
    private readonly clock: () => number = Date.now,
    /** Open sensor faults per farm (fleet health, issue 30): the farm card counts them. */
    private readonly faults?: (farmIds: string[]) => Promise<Map<string, number>>,
  ) {}

  /** Where the viewer's farms live (reusing viewpoint's rule: farm-level users see their farm only). */
  private scopeOf(viewer: Viewer, actor: Actor): FarmScope | null {
    // A farm-limited API key (issue 32) counts and pages only its farms, as the policy filters them.
    const only = actor.key?.farmIds ? { onlyFarmIds: actor.key.farmIds } : {};
    if (isFarmLevel(viewer.actor)) return viewer.actor.farmId ? { farmId: viewer.actor.farmId, ...only } : null;
    return viewer.organisation ? { rootPath: viewer.organisation.path, ...only } : null;
  }

  /** GET /farm/user/{userId}: one batch; the actor must be able to see that user. */
  async list(actor: Actor, userId: string, query: FarmListQuery): Promise<FarmPage> {
    const viewer = await this.viewpoints.ofUser(actor, userId);
    const scope = this.scopeOf(viewer, actor);
    const empty: FarmPage = { farms: [], total: 0, skip: query.skip, limit: query.limit, nextSkip: null };
    if (!scope) return empty;
    const now = this.clock();
    const filter = { name: query.name || undefined, siteStatus: query.siteStatus, now };
    const [total, rows] = await Promise.all([
      this.repository.count(scope, filter),
      this.repository.page(scope, filter, query.sort, query.skip, query.limit),
    ]);
    // The SQL mirrors the viewpoint; the policy still has the last word on every farm.
    const farms = rows.filter((farm) => can(actor, 'farm:read', farmScope(farm)));
    const ids = farms.map((f) => f.id);
    const sitesByFarm = new Map<string, FarmSite[]>();
    const healthsByFarm = new Map<string, SiteHealth[]>();
    const add = <T>(map: Map<string, T[]>, key: string, ...items: T[]) => map.set(key, [...(map.get(key) ?? []), ...items]);
    if (query.withSites) {
      for (const site of await this.repository.sitesOf(ids)) {
        const presented = presentSite(site, now);
        add(sitesByFarm, site.farm_id, presented);
        add(healthsByFarm, site.farm_id, presented.health);
      }
    } else {
      // The map asks for every farm at once: let the database count instead of shipping 10 sites a farm.
      for (const row of await this.repository.healthCounts(ids, now))
        add(healthsByFarm, row.farm_id, ...Array<SiteHealth>(row.n).fill(row.health));
    }
    const next = query.skip + rows.length;
    const faults = this.faults ? await this.faults(ids) : null;
    return {
      farms: farms.map((farm) => ({
        ...presentFarm(farm, healthsByFarm.get(farm.id) ?? [], query.withSites ? (sitesByFarm.get(farm.id) ?? []) : null, {
          image: query.imageRequired === true,
        }),
        ...(faults ? { sensorFaults: faults.get(farm.id) ?? 0 } : {}),
      })),
      total,
      skip: query.skip,
      limit: query.limit,
      nextSkip: next < total ? next : null,
    };
  }

  /** GET /farm/picker: the actor's farms by name or site ID, alphabetical. */
  async options(actor: Actor, search: string | undefined, limit: number): Promise<FarmOption[]> {
    const scope = this.scopeOf(await this.viewpoints.ofActor(actor), actor);
    if (!scope) return [];
    const { farms, sites } = await this.repository.options(scope, search || undefined, limit);
    const siteIds = new Map<string, string[]>();
    for (const site of sites) siteIds.set(site.farm_id, [...(siteIds.get(site.farm_id) ?? []), site.site_id]);
    return farms
      .filter((farm) => can(actor, 'farm:read', scopeFromPath(farm.business_path, farm.id)))
      .map((farm) => ({ objectId: farm.id, name: farm.name, siteIds: siteIds.get(farm.id) ?? [] }));
  }

  /** The ids among these that the actor may not see (unknown ids included), in the order given. */
  async unseen(actor: Actor, ids: readonly string[]): Promise<string[]> {
    const visible = new Set(
      (await this.repository.findWithPaths([...new Set(ids)]))
        .filter((farm) => can(actor, 'farm:read', farmScope(farm)))
        .map((farm) => farm.id),
    );
    return ids.filter((id) => !visible.has(id));
  }
}
