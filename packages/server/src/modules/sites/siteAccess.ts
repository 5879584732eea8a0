import { can, type Actor } from '@tilth/domain';
import { notFound } from '../../http/errors';
import type { SiteRecord, SiteRepository } from './siteRepository';
import { scopeFromPath } from '../users/organisationScope';

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
