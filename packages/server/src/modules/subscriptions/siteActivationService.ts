import { can, type Actor, type SiteActiveState } from '@tilth/domain';
import { notFound } from '../../http/errors';
import { scopeFromPath } from '../users/organisationScope';
import type { SubscriptionRepository } from './subscriptionRepository';
import { text } from '../../lib/i18n/catalog';
import { subscriptionsText } from './messages';

/** The Active switch of Subscription History (spec 002 §4): ACTIVE or INACTIVE, for sites in scope. */
export class SiteActivationService {
  constructor(
    private readonly repository: SubscriptionRepository,
    private readonly clock: () => number = Date.now,
  ) {}

  async setActive(actor: Actor, siteObjectId: string, active: boolean): Promise<SiteActiveState> {
    const [site] = await this.repository.planSites([siteObjectId]);
    // Outside the caller's subtree reads as not found; inside without the role, as forbidden by the route.
    if (!site || !can(actor, 'site:read', scopeFromPath(site.business_path, site.farm_id)))
      throw notFound(text(subscriptionsText, 'siteNotFound'));
    if (!can(actor, 'site:activate', scopeFromPath(site.business_path, site.farm_id)))
      throw notFound(text(subscriptionsText, 'siteNotFound'));
    const status = active ? 'ACTIVE' : 'INACTIVE';
    await this.repository.setStatus(site.id, status, new Date(this.clock()).toISOString(), actor.userId);
    return { objectId: site.id, siteId: site.site_id, status };
  }
}
