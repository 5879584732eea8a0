import { asSubscriptionPlan, auditSearchTerm, can, roleLevel, type Actor, type PlanAuditPage, type PlanAuditQuery } from '@tilth/domain';
import type { Viewpoints } from '../organisations/viewpoint';
import { scopeFromPath } from '../users/organisationScope';
import type { PlanAuditRepository } from './planAuditRepository';
import { subscriptionPageRoot } from './subscriptionPageAccess';

/** GET /subscriptions/plan-audit (spec 002 §2.7): the caller's subtree's plan changes, newest first. */
export class PlanAuditService {
  constructor(
    private readonly repository: PlanAuditRepository,
    private readonly viewpoints: Viewpoints,
  ) {}

  async page(actor: Actor, query: PlanAuditQuery): Promise<PlanAuditPage> {
    const scope = subscriptionPageRoot(actor, await this.viewpoints.ofActor(actor));
    const farmId = roleLevel(actor.role) === 'farm' ? actor.farmId : null;
    const { rows, total } = await this.repository.auditPage(scope, {
      farmId,
      siteSearch: auditSearchTerm(query.siteId),
      skip: query.skip,
      limit: query.limit,
    });
    // The SQL mirrors the subtree; the policy still has the last word on every site.
    const visible = rows.filter((row) => can(actor, 'site:read', scopeFromPath(row.business_path, row.farm_id)));
    const next = query.skip + rows.length;
    return {
      records: visible.map((row) => ({
        id: row.id,
        siteId: row.site_id,
        siteObjectId: row.site_object_id,
        oldPlan: asSubscriptionPlan(row.old_plan),
        currentPlan: asSubscriptionPlan(row.current_plan),
        modifiedBy: row.modified_by_name,
        modifiedById: row.modified_by,
        modifiedAt: row.modified_at,
      })),
      total,
      skip: query.skip,
      limit: query.limit,
      nextSkip: next < total ? next : null,
    };
  }
}
