import {
  asSubscriptionPlan,
  can,
  siteFiltersOn,
  type Actor,
  type SubscriptionFarm,
  type SubscriptionHistory,
  type SubscriptionHistoryQuery,
  type SubscriptionSite,
} from '@tilth/domain';
import type { Viewpoints } from '../organisations/viewpoint';
import { scopeFromPath } from '../users/organisationScope';
import { subscriptionPageRoot } from './subscriptionPageAccess';
import type { HistoryRow, SubscriptionRepository } from './subscriptionRepository';

const STATUSES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const;
const asStatus = (status: string | null): SubscriptionSite['status'] =>
  (STATUSES as readonly string[]).includes(status ?? '') ? (status as SubscriptionSite['status']) : 'INACTIVE';

/** GET /user/{id}/subscription-history: a page of the subtree's sites grouped by farm, with the summary. */
export class SubscriptionHistoryService {
  constructor(
    private readonly repository: SubscriptionRepository,
    private readonly viewpoints: Viewpoints,
  ) {}

  async history(actor: Actor, userId: string, query: SubscriptionHistoryQuery): Promise<SubscriptionHistory> {
    // Both the caller and the user whose list it is must have the Subscription page.
    const scope = subscriptionPageRoot(actor, await this.viewpoints.ofUser(actor, userId));
    const filters = siteFiltersOn(query);
    const [farmCount, total, summary, rows] = await Promise.all([
      this.repository.farmCount(scope),
      this.repository.count(scope, query, filters),
      this.repository.summary(scope, query, filters),
      this.repository.page(scope, query, filters),
    ]);
    // The SQL mirrors the subtree; the policy still has the last word on every farm.
    const visible = rows.filter((row) => can(actor, 'farm:read', scopeFromPath(row.business_path, row.farm_id)));
    const next = query.skip + rows.length;
    return {
      summary: { gold: summary.get('Gold') ?? 0, silver: summary.get('Silver') ?? 0, none: summary.get('None') ?? 0 },
      farms: groupByFarm(visible),
      total,
      farmCount,
      skip: query.skip,
      limit: query.limit,
      nextSkip: next < total ? next : null,
    };
  }
}

function groupByFarm(rows: readonly HistoryRow[]): SubscriptionFarm[] {
  const farms: SubscriptionFarm[] = [];
  for (const row of rows) {
    let farm = farms.at(-1);
    if (farm?.objectId !== row.farm_id) {
      farm = { objectId: row.farm_id, name: row.farm_name, sites: [] };
      farms.push(farm);
    }
    if (row.site_object_id === null) continue;
    farm.sites.push({
      objectId: row.site_object_id,
      siteId: row.site_id ?? '',
      siteName: row.site_name ?? '',
      farmId: row.farm_id,
      dealerName: row.dealer_name ?? '',
      plan: asSubscriptionPlan(row.plan),
      status: asStatus(row.status),
      pending: row.pending_plan && row.pending_day ? { plan: asSubscriptionPlan(row.pending_plan), effectiveDay: row.pending_day } : null,
    });
  }
  return farms;
}
