import { asSubscriptionPlan, can, type Actor, type Scope, type SiteSubscription } from '@tilth/domain';
import { notFound } from '../../http/errors';
import type { SiteRepository } from '../sites/siteRepository';
import { scopeFromPath } from '../users/organisationScope';
import type { PlanAuditRepository } from './planAuditRepository';
import { text } from '../../lib/i18n/catalog';
import { subscriptionsText } from './messages';

/** The shop's part of the card (issue 14), given by the composition root so this module never imports the shop. */
export interface SitePayments {
  of(actor: Actor, siteObjectId: string, scope: Scope): Promise<Pick<SiteSubscription, 'subscriptionDetails' | 'canCancel'>>;
}

const NO_PAYMENT = { subscriptionDetails: null, canCancel: false };

/** GET /site/{id}/subscription: the Configuration + Subscription tab's plan card (spec 002 §2.2, §6). */
export class SiteSubscriptionService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly repository: PlanAuditRepository,
    private readonly payments: SitePayments | null = null,
  ) {}

  async card(actor: Actor, key: string): Promise<SiteSubscription> {
    const site = await this.sites.findByAnyId(key);
    const where = site && (await this.sites.scopeOf(site.id));
    const scope = where ? scopeFromPath(where.path, where.farm_id) : undefined;
    if (!site || !scope || !can(actor, 'site:read', scope)) throw notFound(text(subscriptionsText, 'siteNotFound'));
    const pending = await this.repository.pendingChange(site.id);
    const showCard = can(actor, 'subscription:card', scope);
    return {
      objectId: site.id,
      siteId: site.site_id,
      plan: asSubscriptionPlan(site.plan),
      pending: pending ? { plan: asSubscriptionPlan(pending.new_plan), effectiveDay: pending.effective_day } : null,
      showCard,
      canUpdate: showCard && can(actor, 'subscription:update', scope),
      ...(this.payments ? await this.payments.of(actor, site.id, scope) : NO_PAYMENT),
    };
  }
}
