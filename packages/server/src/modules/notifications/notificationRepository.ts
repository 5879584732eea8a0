import type { Kysely } from 'kysely';
import type { DeliveryChannel } from '@tilth/domain/notifications/preferences';
import type { Language } from '@tilth/domain/preferences/language';
import type { Database, NotificationTable } from '../../db/schema';
import { languageOfStoredPreference } from '../../lib/i18n/userLanguage';

const CHUNK = 500;

/** Each delivery channel's state and time columns on a notification row (e-mail's since 0008, push and SMS since 0019). */
const CHANNEL_COLUMNS = {
  email: { state: 'mail_state', at: 'mailed_at' },
  push: { state: 'push_state', at: 'pushed_at' },
  sms: { state: 'sms_state', at: 'texted_at' },
} as const satisfies Record<DeliveryChannel, { state: keyof NotificationTable; at: keyof NotificationTable }>;

/** A notification waiting for one channel, with the user's e-mail address and the language to write to them in. */
export type PendingNotification = NotificationRow & { email: string; language: Language };

/** The row shape the list and the mail pass read: the notification with its site and farm. */
export interface NotificationRow {
  id: string;
  user_id: string;
  kind: NotificationTable['kind'];
  event: NotificationTable['event'];
  title: string;
  created_at: string;
  read_at: string | null;
  farm_id: string;
  farm_name: string;
  time_zone: string;
  site_id: string;
  site_number: string;
  site_name: string;
  twig_id: string | null;
}

/** Users' notifications: in-app rows for the bell and panels, pending rows for the mail pass. */
export class NotificationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** One transaction: a fan-out to thousands of users is one commit, not one per chunk. */
  async insertMany(rows: NotificationTable[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += CHUNK)
        await trx
          .insertInto('notifications')
          .values(rows.slice(i, i + CHUNK))
          .execute();
    });
  }

  private withSite() {
    return this.db
      .selectFrom('notifications')
      .innerJoin('sites', 'sites.id', 'notifications.site_id')
      .innerJoin('farms', 'farms.id', 'notifications.farm_id')
      .leftJoin('devices', (join) => join.onRef('devices.site_id', '=', 'sites.id').on('devices.kind', '=', 'probe'))
      .select([
        'notifications.id',
        'notifications.user_id',
        'notifications.kind',
        'notifications.event',
        'notifications.title',
        'notifications.created_at',
        'notifications.read_at',
        'notifications.farm_id',
        'farms.name as farm_name',
        'farms.time_zone',
        'sites.id as site_id',
        'sites.site_id as site_number',
        'sites.name as site_name',
        'devices.device_id as twig_id',
      ]);
  }

  /** A user's in-app notifications, newest first: unread ones first, then read ones. */
  async listFor(userId: string, farmId: string | undefined, limit: number): Promise<NotificationRow[]> {
    let query = this.withSite().where('notifications.user_id', '=', userId).where('notifications.in_app', '=', 1);
    if (farmId) query = query.where('notifications.farm_id', '=', farmId);
    const unread = await query
      .where('notifications.read_at', 'is', null)
      .orderBy('notifications.created_at', 'desc')
      .orderBy('notifications.id')
      .limit(limit)
      .execute();
    const read = await query
      .where('notifications.read_at', 'is not', null)
      .orderBy('notifications.created_at', 'desc')
      .orderBy('notifications.id')
      .limit(limit)
      .execute();
    return [...unread, ...read];
  }

  async unreadCount(userId: string, farmId: string | undefined): Promise<number> {
    let query = this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('in_app', '=', 1)
      .where('read_at', 'is', null);
    if (farmId) query = query.where('farm_id', '=', farmId);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }

  async markAllRead(userId: string, farmId: string | undefined, at: string): Promise<number> {
    let update = this.db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('user_id', '=', userId)
      .where('in_app', '=', 1)
      .where('read_at', 'is', null);
    if (farmId) update = update.where('farm_id', '=', farmId);
    return Number((await update.executeTakeFirst()).numUpdatedRows);
  }

  async markRead(userId: string, id: string, at: string): Promise<NotificationRow | undefined> {
    await this.db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
    return this.withSite().where('notifications.id', '=', id).where('notifications.user_id', '=', userId).executeTakeFirst();
  }

  /** Every notification waiting for its e-mail, oldest first, with the address. */
  async pendingMail(): Promise<PendingNotification[]> {
    return this.pending('email');
  }

  async setMailState(ids: readonly string[], state: 'sent' | 'none', at: string): Promise<void> {
    return this.setState('email', ids, state, at);
  }

  /** Every notification waiting for a channel (e-mail, push, SMS), by user and oldest first. */
  async pending(channel: DeliveryChannel): Promise<PendingNotification[]> {
    const rows = await this.withSite()
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .leftJoin('preferences', 'preferences.user_id', 'notifications.user_id')
      .select(['users.email', 'preferences.data as preference_data'])
      .where(`notifications.${CHANNEL_COLUMNS[channel].state}`, '=', 'pending')
      .orderBy('notifications.user_id')
      .orderBy('notifications.created_at')
      .orderBy('notifications.id')
      .execute();
    return rows.map(({ preference_data, ...row }) => ({ ...row, language: languageOfStoredPreference(preference_data) }));
  }

  /** Marks rows sent (with the time) or dropped ('none': the channel was turned off or has nowhere to go). */
  async setState(channel: DeliveryChannel, ids: readonly string[], state: 'sent' | 'none', at: string): Promise<void> {
    const { state: stateColumn, at: atColumn } = CHANNEL_COLUMNS[channel];
    for (let i = 0; i < ids.length; i += CHUNK) {
      await this.db
        .updateTable('notifications')
        .set({ [stateColumn]: state, [atColumn]: state === 'sent' ? at : null })
        .where('id', 'in', ids.slice(i, i + CHUNK))
        .execute();
    }
  }
}
