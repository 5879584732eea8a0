import type { Transaction } from 'kysely';
import { asSubscriptionPlan, planEffectiveDay, type ShopPlan, type SubscriptionChange } from '@tilth/domain';
import type { Database } from '../../db/schema';
import { newObjectId } from '../../lib/ids';
import type { PendingWrite, PlanSiteRow, SubscriptionRepository } from '../subscriptions/subscriptionRepository';
import type { PaidSiteRow, ShopRepository, ShopSubscriptionRow } from './shopRepository';

export type Pending = SubscriptionChange['pending'][number];
export interface ChangedBy {
  id: string;
  name: string;
}

/** The plan a site will have: its pending change's, or the one holding now. */
const latestPlan = (site: PlanSiteRow) => asSubscriptionPlan(site.pending_new ?? site.plan);

/** The plan changes that give these sites `plan` from each farm's next day (sites already headed there are left alone). */
export function planWrites(sites: readonly PlanSiteRow[], plan: string, nowMs: number): PendingWrite[] {
  return sites
    .filter((site) => latestPlan(site) !== plan)
    .map((site) => ({
      siteId: site.id,
      effectivePlan: asSubscriptionPlan(site.plan),
      fromPlan: latestPlan(site),
      toPlan: plan,
      effectiveDay: planEffectiveDay(nowMs, site.time_zone),
    }));
}

/** What the answer lists as pending: the writes that leave a change waiting (a change back to the effective plan drops it). */
export const pendingOf = (writes: readonly PendingWrite[]): Pending[] =>
  writes
    .filter((w) => w.toPlan !== w.effectivePlan)
    .map((w) => ({ siteId: w.siteId, oldPlan: w.effectivePlan, newPlan: w.toPlan, effectiveDay: w.effectiveDay }));

export interface PurchaseRecord {
  /** The new subscription's row, when the purchase created it. */
  created: ShopSubscriptionRow | null;
  subscriptionId: string;
  itemId: string;
  plan: ShopPlan;
  userId: string;
  sites: readonly PlanSiteRow[];
  /** Rows of the buyer's other items the sites move from (Silver → Gold). */
  movedRowIds: readonly string[];
  by: ChangedBy;
}

/**
 * The shop's writes that go with plan changes, each set in one transaction with them (through the
 * same path as the subscription screens: pending change for the farm's next day, changelog, audit).
 */
export class ShopLedger {
  constructor(
    private readonly shop: ShopRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly clock: () => number = Date.now,
  ) {}

  /** A paid purchase: the subscription (if new), the sites' rows on the item, and their plan changes. */
  async recordPurchase(record: PurchaseRecord): Promise<PendingWrite[]> {
    const now = this.clock();
    const at = new Date(now).toISOString();
    const writes = planWrites(record.sites, record.plan.metadata.name, now);
    await this.shop.transaction(async (trx) => {
      if (record.created) await this.shop.insertSubscription(trx, record.created);
      await this.shop.removePaidSites(trx, record.movedRowIds, at);
      await this.shop.insertPaidSites(
        trx,
        record.sites.map((site) => ({
          id: newObjectId(),
          subscription_id: record.subscriptionId,
          item_id: record.itemId,
          plan_id: record.plan.id,
          site_plan: record.plan.metadata.name,
          site_id: site.id,
          user_id: record.userId,
          added_at: at,
          removed_at: null,
        })),
      );
      await this.subscriptions.savePlanChangesIn(trx, writes, record.by, at, newObjectId);
    });
    return writes;
  }

  /** Sites leave their subscription (removed, cancelled): their rows end and each goes to None next day. */
  async recordRelease(rows: readonly PaidSiteRow[], cancelSubscriptionId: string | null, by: ChangedBy): Promise<PendingWrite[]> {
    return this.shop.transaction((trx) => this.releaseIn(trx, rows, cancelSubscriptionId, by));
  }

  /** recordRelease inside a caller's transaction (a webhook event's). */
  async releaseIn(
    trx: Transaction<Database>,
    rows: readonly PaidSiteRow[],
    cancelSubscriptionId: string | null,
    by: ChangedBy,
  ): Promise<PendingWrite[]> {
    const now = this.clock();
    const at = new Date(now).toISOString();
    const sites = await this.subscriptions.planSites(
      rows.map((r) => r.site_id),
      trx,
    );
    const writes = planWrites(sites, 'None', now);
    await this.shop.removePaidSites(
      trx,
      rows.map((r) => r.id),
      at,
    );
    if (cancelSubscriptionId) await this.shop.cancelSubscription(trx, cancelSubscriptionId, at);
    await this.subscriptions.savePlanChangesIn(trx, writes, by, at, newObjectId);
    return writes;
  }
}
