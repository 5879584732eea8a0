import { can, type Actor, type Scope } from '@tilth/domain';
import { notFound } from '../../http/errors';
import type { SiteRecord, SiteRepository } from './siteRepository';
import { scopeFromPath } from '../users/organisationScope';

/** Which sites an actor reads, many at once (saved per-site preferences are pruned with it). */
export class SiteVisibility {
  constructor(private readonly sites: SiteRepository) {}

  /** The ids among these (site object ids) naming no site the actor may read, deleted ones included. */
  async unseen(actor: Actor, ids: readonly string[]): Promise<string[]> {
    const readable = new Set(
      (await this.sites.scopesOf([...new Set(ids)]))
        .filter((site) => can(actor, 'site:read', scopeFromPath(site.path, site.farm_id)))
        .map((site) => site.id),
    );
    return ids.filter((id) => !readable.has(id));
  }

  /** Where a site (by object id) sits in the tree, for the policy; null when there is no such site. */
  async scopeOf(siteObjectId: string): Promise<Scope | null> {
    const [site] = await this.sites.scopesOf([siteObjectId]);
    return site ? scopeFromPath(site.path, site.farm_id) : null;
  }
}

/** A site by object id or site id, when the actor may read it; anything else reads as not found. */
export async function readableSite(
  sites: SiteRepository,
  actor: Actor,
  key: string,
): Promise<{ site: SiteRecord; farmId: string; farmName: string; timeZone: string }> {
  const site = await sites.findByAnyId(key);
  const scope = site ? await sites.scopeOf(site.id) : undefined;
  if (!site || !scope || !can(actor, 'site:read', scopeFromPath(scope.path, scope.farm_id))) throw notFound('Site not found.');
  return { site, farmId: scope.farm_id, farmName: scope.farm_name, timeZone: scope.time_zone };
}
