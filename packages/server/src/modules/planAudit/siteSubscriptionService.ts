import { asSubscriptionPlan, can, type Actor, type SiteSubscription } from '@tilth/domain';
import { notFound } from '../../http/errors';
import type { SiteRepository } from '../sites/siteRepository';
import { scopeFromPath } from '../users/organisationScope';
import type { PlanAuditRepository } from './planAuditRepository';

/** GET /site/{id}/subscription: the Configuration + Subscription tab's plan card (spec 002 §2.2, §6). */
export class SiteSubscriptionService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly repository: PlanAuditRepository,
  ) {}

  async card(actor: Actor, key: string): Promise<SiteSubscription> {
    const site = await this.sites.findByAnyId(key);
    const where = site && (await this.sites.scopeOf(site.id));
    const scope = where ? scopeFromPath(where.path, where.farm_id) : undefined;
    if (!site || !scope || !can(actor, 'site:read', scope)) throw notFound('Site not found.');
    const pending = await this.repository.pendingChange(site.id);
    const showCard = can(actor, 'subscription:card', scope);
    return {
      objectId: site.id,
      siteId: site.site_id,
      plan: asSubscriptionPlan(site.plan),
      pending: pending ? { plan: asSubscriptionPlan(pending.new_plan), effectiveDay: pending.effective_day } : null,
      showCard,
      canUpdate: showCard && can(actor, 'subscription:update', scope),
      // Filled from the shop's records (issue 14).
      subscriptionDetails: null,
      canCancel: false,
    };
  }
}
