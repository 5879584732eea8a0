import type { Kysely } from 'kysely';
import type { Database, PushSubscriptionTable } from '../../db/schema';
import { newObjectId } from '../../lib/ids';

export type StoredPushSubscription = Pick<PushSubscriptionTable, 'id' | 'user_id' | 'endpoint' | 'p256dh' | 'auth'>;

/** push_subscriptions: one row per browser (its endpoint is unique), owned by the user who subscribed it last. */
export class PushSubscriptionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Saves a device's subscription; the same endpoint again (renewed keys, another user signed in) replaces it. */
  async save(userId: string, sub: { endpoint: string; p256dh: string; auth: string }, userAgent: string | null, at: string): Promise<void> {
    await this.db
      .insertInto('push_subscriptions')
      .values({ id: newObjectId(), user_id: userId, ...sub, user_agent: userAgent, created_at: at, last_sent_at: null })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: sub.p256dh, auth: sub.auth, user_agent: userAgent }))
      .execute();
  }

  async ofUser(userId: string): Promise<StoredPushSubscription[]> {
    return this.db
      .selectFrom('push_subscriptions')
      .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }

  async count(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('push_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Removes one of the user's devices (only their own). */
  async remove(userId: string, endpoint: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
  }

  /** A subscription the push service said is gone (404 or 410). */
  async removeById(id: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
  }

  async markSent(ids: readonly string[], at: string): Promise<void> {
    if (ids.length) await this.db.updateTable('push_subscriptions').set({ last_sent_at: at }).where('id', 'in', ids).execute();
  }
}
