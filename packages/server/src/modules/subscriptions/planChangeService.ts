import {
  asSubscriptionPlan,
  can,
  changedEntries,
  PLAN_ACTIVATION_MESSAGE,
  PLAN_ACTIVATION_TITLE,
  planEffectiveDay,
  subscriptionComment,
  type ActivateComments,
  type Action,
  type Actor,
  type PlanChange,
  type SavedPlanChanges,
  type SubscriptionComments,
} from '@tilth/domain';
import { AppError, notFound } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import { scopeFromPath } from '../users/organisationScope';
import type { UserRepository } from '../users/userRepository';
import type { PendingWrite, PlanSiteRow, SubscriptionRepository } from './subscriptionRepository';
import { text } from '../../lib/i18n/catalog';
import { subscriptionsText } from './messages';

/** The plan a site will have: its pending change's, or the one holding now. */
const latestPlan = (site: PlanSiteRow) => asSubscriptionPlan(site.pending_new ?? site.plan);

/**
 * Saving plan changes (spec 002 §4): each takes effect on the farm's next local day, written with
 * its audit row in one transaction; the comments calls say what is pending.
 */
export class PlanChangeService {
  constructor(
    private readonly repository: SubscriptionRepository,
    private readonly users: UserRepository,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Sites by object id the actor may act on; any other id is a 404 for the whole call (nothing written). */
  private async sitesFor(actor: Actor, action: Action, ids: readonly string[]): Promise<Map<string, PlanSiteRow>> {
    const sites = new Map((await this.repository.planSites(ids)).map((s) => [s.id, s]));
    for (const id of ids) {
      const site = sites.get(id);
      if (!site || !can(actor, action, scopeFromPath(site.business_path, site.farm_id)))
        throw notFound(text(subscriptionsText, 'siteNotFound2', { id }));
    }
    return sites;
  }

  /** POST /subscriptions/plan-changes. `oldPlan` must be the plan the site will have (409 when it moved meanwhile). */
  async save(actor: Actor, body: readonly PlanChange[]): Promise<SavedPlanChanges> {
    const changes = changedEntries(body);
    const answer = { title: PLAN_ACTIVATION_TITLE, message: PLAN_ACTIVATION_MESSAGE };
    if (changes.length === 0) return { pending: [], ...answer };
    const sites = await this.sitesFor(
      actor,
      'subscription:edit',
      changes.map((c) => c.siteId),
    );
    const now = this.clock();
    const writes: PendingWrite[] = changes.map((change) => {
      const site = sites.get(change.siteId)!;
      if (latestPlan(site) !== change.oldPlan) {
        throw new AppError(
          409,
          'Conflict',
          text(subscriptionsText, 'planChangedMeanwhile', { siteId: site.site_id, plan: latestPlan(site) }),
        );
      }
      return {
        siteId: site.id,
        effectivePlan: asSubscriptionPlan(site.plan),
        fromPlan: change.oldPlan,
        toPlan: change.currentPlan,
        effectiveDay: planEffectiveDay(now, site.time_zone),
      };
    });
    const user = await this.users.findById(actor.userId);
    await this.repository.savePlanChanges(writes, { id: actor.userId, name: user?.name ?? '' }, new Date(now).toISOString(), newObjectId);
    return {
      pending: writes
        .filter((w) => w.toPlan !== w.effectivePlan)
        .map((w) => ({
          siteId: w.siteId,
          oldPlan: asSubscriptionPlan(w.effectivePlan),
          newPlan: asSubscriptionPlan(w.toPlan),
          effectiveDay: w.effectiveDay,
        })),
      ...answer,
    };
  }

  /** GET /site/subscription-comments/{id}: the site's plan, its pending change and what happens when. */
  async comments(actor: Actor, siteObjectId: string): Promise<SubscriptionComments> {
    const sites = await this.sitesFor(actor, 'subscription:view', [siteObjectId]);
    return presentComments(sites.get(siteObjectId)!);
  }

  /** POST /subscriptions/activate-comments: the activation dialog's text with each site's pending change. */
  async activateComments(actor: Actor, siteIds: readonly string[]): Promise<ActivateComments> {
    const sites = await this.sitesFor(actor, 'subscription:view', siteIds);
    return {
      title: PLAN_ACTIVATION_TITLE,
      message: PLAN_ACTIVATION_MESSAGE,
      sites: [...new Set(siteIds)].map((id) => presentComments(sites.get(id)!)),
    };
  }
}

function presentComments(site: PlanSiteRow): SubscriptionComments {
  const pending =
    site.pending_new && site.pending_day
      ? {
          oldPlan: asSubscriptionPlan(site.pending_old),
          newPlan: asSubscriptionPlan(site.pending_new),
          effectiveDay: site.pending_day,
          requestedBy: site.pending_by ?? '',
          requestedAt: site.pending_at ?? '',
        }
      : null;
  const plan = asSubscriptionPlan(site.plan);
  return { objectId: site.id, siteId: site.site_id, plan, pending, comment: subscriptionComment(plan, pending) };
}
