import { can, type Action, type Actor } from '@tilth/domain';
import { forbidden, notFound } from '../../http/errors';
import type { SiteRecord, SiteRepository } from '../sites/siteRepository';
import { scopeFromPath } from '../users/organisationScope';
import { text } from '../../lib/i18n/catalog';
import { thresholdsText } from './messages';

/**
 * A site by object id or site id for an action of the threshold page: a site the actor cannot read
 * reads as not found; one they read but may not act on is forbidden.
 */
export class SiteInScope {
  constructor(private readonly sites: SiteRepository) {}

  async site(actor: Actor, key: string, action: Action): Promise<{ site: SiteRecord; timeZone: string; canEdit: boolean }> {
    const site = await this.sites.findByAnyId(key);
    const found = site ? await this.sites.scopeOf(site.id) : undefined;
    const scope = found && scopeFromPath(found.path, found.farm_id);
    if (!site || !found || !scope || !can(actor, 'site:read', scope)) throw notFound(text(thresholdsText, 'siteNotFound'));
    if (!can(actor, action, scope)) throw forbidden();
    return { site, timeZone: found.time_zone, canEdit: can(actor, 'site:editThresholds', scope) };
  }
}
