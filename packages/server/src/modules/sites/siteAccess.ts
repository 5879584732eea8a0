import { can, sitePlanOf, type Actor, type PlanAction, type Scope } from '@tilth/domain';
import { forbidden, notFound } from '../../http/errors';
import type { SiteRecord, SiteRepository } from './siteRepository';
import { scopeFromPath } from '../users/organisationScope';
import type { Language } from '@tilth/domain/preferences/language';
import { render, text } from '../../lib/i18n/catalog';
import { sitesText } from './messages';

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
  if (!site || !row || !scope || !can(actor, 'site:read', scope)) throw notFound(text(sitesText, 'siteNotFound'));
  return { site, farmId: row.farm_id, farmName: row.farm_name, timeZone: row.time_zone, scope };
}

/** Each plan-gated feature's refusal, a whole sentence in the catalogue (issue 34). */
const PLAN_REFUSALS = {
  'graph:read': 'planRefusalGraphRead',
  'graph:download': 'planRefusalGraphDownload',
  'graph:prediction': 'planRefusalGraphPrediction',
  'graph:stages': 'planRefusalGraphStages',
  'graph:gdd': 'planRefusalGraphGdd',
  'graphData:delete': 'planRefusalGraphDataDelete',
  'irrigation:recommend': 'planRefusalIrrigationRecommend',
  'irrigation:log': 'planRefusalIrrigationLog',
  'waterAccount:read': 'planRefusalWaterAccountRead',
} as const satisfies Record<PlanAction, string>;

/** Why a plan-gated call is refused: the feature, the site's plan, and spec 001 §2.4's advice. */
export const planRefusalText = (action: PlanAction, plan: string) => text(sitesText, PLAN_REFUSALS[action], { plan });

/** The refusal worded in a language (English by default: answer data the web shows as it is). */
export const planRefusal = (action: PlanAction, plan: string, language: Language = 'en') => render(language, planRefusalText(action, plan));

export async function siteAllowing(sites: SiteRepository, actor: Actor, key: string, action: PlanAction): Promise<ReadableSite> {
  const found = await readableSite(sites, actor, key);
  if (!can(actor, action, found.scope)) throw forbidden(planRefusalText(action, found.site.plan));
  return found;
}
