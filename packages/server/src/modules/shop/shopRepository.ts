import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ShopSubscriptionSiteTable, ShopSubscriptionTable } from '../../db/schema';

export type ShopSubscriptionRow = Selectable<ShopSubscriptionTable>;
export type PaidSiteRow = Selectable<ShopSubscriptionSiteTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** A site of a farm as the site-selection dialog lists it, with its pending change and live payer. */
export interface ShopSiteRow {
  id: string;
  site_id: string;
  name: string;
  farm_id: string;
  plan: string;
  pending_plan: string | null;
  paid_plan: string | null;
  paid_by: string | null;
}

/**
 * Tilth's own books of the shop (issue 14): each user's payment customer, their subscriptions, which
 * sites each subscription item pays for (at most one live payer per site), and the webhook events
 * already applied. The provider keeps the money side; these rows say who pays for what.
 */
export class ShopRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs the writes of one purchase, cancel or event together (the plan changes join through `trx`). */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async customerOf(userId: string, provider: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('payment_customers')
      .select('customer_id')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst();
    return row?.customer_id ?? null;
  }

  async insertCustomer(userId: string, provider: string, customerId: string, at: string): Promise<void> {
    await this.db
      .insertInto('payment_customers')
      .values({ user_id: userId, provider, customer_id: customerId, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'provider']).doUpdateSet({ customer_id: customerId }))
      .execute();
  }

  /** The user's live subscription at this provider (one per user). */
  async liveSubscriptionOf(userId: string, provider: string, db: Db = this.db): Promise<ShopSubscriptionRow | undefined> {
    return db
      .selectFrom('shop_subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .where('status', '=', 'active')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }

  async subscription(id: string, db: Db = this.db): Promise<ShopSubscriptionRow | undefined> {
    return db.selectFrom('shop_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The user's subscriptions at this provider, newest first (cancelled ones too). */
  async subscriptionsOf(userId: string, provider: string): Promise<ShopSubscriptionRow[]> {
    return this.db
      .selectFrom('shop_subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** Subscriptions that ever paid for the site (optionally one user's), newest first. */
  async subscriptionsForSite(siteObjectId: string, provider: string, userId?: string): Promise<ShopSubscriptionRow[]> {
    let query = this.db
      .selectFrom('shop_subscriptions as s')
      .selectAll('s')
      .where('s.provider', '=', provider)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('shop_subscription_sites as p')
            .select('p.id')
            .whereRef('p.subscription_id', '=', 's.id')
            .where('p.site_id', '=', siteObjectId),
        ),
      );
    if (userId) query = query.where('s.user_id', '=', userId);
    return query.orderBy('s.created_at', 'desc').execute();
  }

  /** The sites a subscription pays for now. */
  async liveSitesOf(subscriptionId: string, db: Db = this.db): Promise<PaidSiteRow[]> {
    return db
      .selectFrom('shop_subscription_sites')
      .selectAll()
      .where('subscription_id', '=', subscriptionId)
      .where('removed_at', 'is', null)
      .orderBy('added_at')
      .orderBy('site_id')
      .execute();
  }

  /** The live payer rows of these sites (object ids), with the subscription's provider. */
  async livePayers(siteObjectIds: readonly string[], db: Db = this.db): Promise<(PaidSiteRow & { provider: string })[]> {
    if (siteObjectIds.length === 0) return [];
    return db
      .selectFrom('shop_subscription_sites as p')
      .innerJoin('shop_subscriptions as s', 's.id', 'p.subscription_id')
      .selectAll('p')
      .select('s.provider')
      .where('p.site_id', 'in', [...new Set(siteObjectIds)])
      .where('p.removed_at', 'is', null)
      .execute();
  }

  async insertSubscription(trx: Db, row: ShopSubscriptionRow): Promise<void> {
    await trx.insertInto('shop_subscriptions').values(row).execute();
  }

  async insertPaidSites(trx: Db, rows: readonly PaidSiteRow[]): Promise<void> {
    if (rows.length > 0)
      await trx
        .insertInto('shop_subscription_sites')
        .values([...rows])
        .execute();
  }

  /** Ends these rows (by row id): the sites no longer paid by them. */
  async removePaidSites(trx: Db, rowIds: readonly string[], at: string): Promise<void> {
    if (rowIds.length === 0) return;
    await trx
      .updateTable('shop_subscription_sites')
      .set({ removed_at: at })
      .where('id', 'in', [...rowIds])
      .where('removed_at', 'is', null)
      .execute();
  }

  async cancelSubscription(trx: Db, id: string, at: string): Promise<void> {
    await trx.updateTable('shop_subscriptions').set({ status: 'canceled', canceled_at: at }).where('id', '=', id).execute();
  }

  /** Records a provider event; false when it was already recorded (a repeated delivery). */
  async recordEvent(trx: Db, event: { id: string; provider: string; type: string }, at: string): Promise<boolean> {
    const inserted = await trx
      .insertInto('payment_webhook_events')
      .values({ id: event.id, provider: event.provider, type: event.type, received_at: at })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** The farm's sites (not extracted) with their pending plan and live payer, by site ID. */
  async sitesOfFarm(farmId: string): Promise<ShopSiteRow[]> {
    return this.db
      .selectFrom('sites as s')
      .leftJoin('site_plan_changes as c', 'c.site_id', 's.id')
      .leftJoin('shop_subscription_sites as p', (join) => join.onRef('p.site_id', '=', 's.id').on('p.removed_at', 'is', null))
      .select([
        's.id',
        's.site_id',
        's.name',
        's.farm_id',
        's.plan',
        'c.new_plan as pending_plan',
        'p.site_plan as paid_plan',
        'p.user_id as paid_by',
      ])
      .where('s.farm_id', '=', farmId)
      .where('s.extracted', '=', 0)
      .orderBy('s.site_id')
      .execute();
  }
}
