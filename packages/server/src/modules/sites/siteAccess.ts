import { can, sitePlanOf, type Actor, type PlanAction, type Scope } from '@tilth/domain';
import { forbidden, notFound } from '../../http/errors';
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

/** Where a site sits in the tree with its effective plan (sites.plan), for the policy's plan-gated actions. */
export function siteScope(path: string, farmId: string, plan: string): Scope {
  return { ...scopeFromPath(path, farmId), plan: sitePlanOf(plan) };
}

export interface ReadableSite {
  site: SiteRecord;
  farmId: string;
  farmName: string;
  timeZone: string;
  /** The site's scope, plan included: what the policy decides the plan-gated actions on. */
  scope: Scope;
}

/** A site by object id or site id, when the actor may read it; anything else reads as not found. */
export async function readableSite(sites: SiteRepository, actor: Actor, key: string): Promise<ReadableSite> {
  const site = await sites.findByAnyId(key);
  const row = site ? await sites.scopeOf(site.id) : undefined;
  const scope = site && row ? siteScope(row.path, row.farm_id, site.plan) : undefined;
  if (!site || !row || !scope || !can(actor, 'site:read', scope)) throw notFound('Site not found.');
  return { site, farmId: row.farm_id, farmName: row.farm_name, timeZone: row.time_zone, scope };
}

const PLAN_FEATURES: Record<PlanAction, string> = {
  'graph:read': 'The graph and its data',
  'graph:download': 'Download all data',
  'graph:prediction': 'The prediction',
  'graph:stages': 'Growth stages',
  'graph:gdd': 'The GDD view',
  'graphData:delete': 'Delete Data',
  'irrigation:recommend': 'The irrigation recommendation',
  'irrigation:log': 'Logging irrigations',
  'waterAccount:read': 'The season’s water account',
};

/** Why a plan-gated call is refused: the feature, the site's plan, and spec 001 §2.4's advice. */
export const planRefusal = (action: PlanAction, plan: string) =>
  `${PLAN_FEATURES[action]} is not part of this site’s plan (${plan}). Please contact your dealer to subscribe to this feature.`;

/**
 * A readable site (404 otherwise) on which the policy lets the actor take this plan-gated action,
 * by role and the site's plan (403, no data, otherwise).
 */
export async function siteAllowing(sites: SiteRepository, actor: Actor, key: string, action: PlanAction): Promise<ReadableSite> {
  const found = await readableSite(sites, actor, key);
  if (!can(actor, action, found.scope)) throw forbidden(planRefusal(action, found.site.plan));
  return found;
}
