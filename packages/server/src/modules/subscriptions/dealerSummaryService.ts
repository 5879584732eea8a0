import {
  asSubscriptionPlan,
  can,
  dealerSummaryLines,
  sortByDealerName,
  type Actor,
  type DealerSites,
  type DealerSummary,
} from '@tilth/domain';
import { organisationScope, type Viewpoints } from '../organisations/viewpoint';
import { scopeFromPath } from '../users/organisationScope';
import type { DealerRow, PlanAuditRepository } from './planAuditRepository';
import { subscriptionPageRoot } from './subscriptionPageAccess';

const STATUSES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const;
const asStatus = (status: string): DealerSites['sites'][number]['status'] =>
  (STATUSES as readonly string[]).includes(status) ? (status as (typeof STATUSES)[number]) : 'INACTIVE';

/** The dealer whose subtree holds a business (its path names the dealer), among these dealers. */
function dealerOf(businessPath: string, dealers: ReadonlyMap<string, DealerRow>): DealerRow | undefined {
  for (const id of businessPath.split('/')) {
    const dealer = dealers.get(id);
    if (dealer) return dealer;
  }
  return undefined;
}

/** Dealer Summary (spec 002 §2.6) and "get all site details" by dealer (§7.3), over a user's subtree. */
export class DealerSummaryService {
  constructor(
    private readonly repository: PlanAuditRepository,
    private readonly viewpoints: Viewpoints,
  ) {}

  /** The dealers of the subtree the actor may read, by id. */
  private async dealers(actor: Actor, scope: { rootPath: string }): Promise<Map<string, DealerRow>> {
    const rows = await this.repository.dealers(scope);
    return new Map(rows.filter((d) => can(actor, 'account:read', organisationScope(d))).map((d) => [d.id, d]));
  }

  /** GET /user/{id}/dealer-summary: every dealer of the subtree with its sites' plan counts, sorted by name. */
  async summary(actor: Actor, userId: string, name?: string): Promise<DealerSummary[]> {
    const scope = subscriptionPageRoot(actor, await this.viewpoints.ofUser(actor, userId));
    const [dealers, counts] = await Promise.all([this.dealers(actor, scope), this.repository.planCountsByBusiness(scope)]);
    const byDealer = new Map<string, DealerSummary>(
      [...dealers.values()].map((d) => [d.id, { dealerId: d.id, dealerName: d.name, noneCount: 0, silverCount: 0, goldCount: 0 }]),
    );
    for (const business of counts) {
      const dealer = dealerOf(business.business_path, dealers);
      const summary = dealer && byDealer.get(dealer.id);
      if (!summary) continue;
      summary.goldCount += business.gold;
      summary.silverCount += business.silver;
      // Anything that is neither Gold nor Silver is not subscribed.
      summary.noneCount += business.total - business.gold - business.silver;
    }
    return dealerSummaryLines([...byDealer.values()], name);
  }

  /** GET /user/{id}/dealer-sites: the subtree's dealers, sorted by name, each with its sites by site ID. */
  async sites(actor: Actor, userId: string): Promise<DealerSites[]> {
    const scope = subscriptionPageRoot(actor, await this.viewpoints.ofUser(actor, userId));
    const [dealers, rows] = await Promise.all([this.dealers(actor, scope), this.repository.sites(scope)]);
    const byDealer = new Map<string, DealerSites>(
      [...dealers.values()].map((d) => [d.id, { dealerId: d.id, dealerName: d.name, sites: [] }]),
    );
    for (const row of rows) {
      const dealer = dealerOf(row.business_path, dealers);
      if (!dealer || !can(actor, 'site:read', scopeFromPath(row.business_path, row.farm_id))) continue;
      byDealer.get(dealer.id)?.sites.push({
        objectId: row.id,
        siteId: row.site_id,
        siteName: row.name,
        farmId: row.farm_id,
        farmName: row.farm_name,
        plan: asSubscriptionPlan(row.plan),
        status: asStatus(row.status),
      });
    }
    return sortByDealerName([...byDealer.values()]);
  }
}
