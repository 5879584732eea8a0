import type { Kysely } from 'kysely';

/**
 * Alert channels (issue 32): Web Push and SMS beside e-mail.
 * - `notifications.push_state` / `sms_state` (none, pending, sent) with `pushed_at` / `texted_at`:
 *   each notification row's delivery on those channels, as `mail_state` is for e-mail; the channel
 *   pass sends the pending ones (quiet hours, digest).
 * - `alert_preferences.last_push_digest_at` / `last_sms_digest_at`: each channel's digest keeps
 *   its own day (`last_digest_at` stays e-mail's).
 * - `push_subscriptions`: a browser's push subscription (endpoint and keys), per user and device;
 *   a 404/410 from the push service deletes it.
 * - `alert_phones`: the user's phone number for text messages, verified by a code (its SHA-256
 *   hash, expiry, tries, and when recent codes went, for the resend limit).
 * - `text_messages`: what the built-in SMS provider "sent" (SMS_PROVIDER=local), for demos and tests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('push_state', 'varchar(10)', (c) => c.notNull().defaultTo('none'))
    .execute();
  await db.schema.alterTable('notifications').addColumn('pushed_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('notifications')
    .addColumn('sms_state', 'varchar(10)', (c) => c.notNull().defaultTo('none'))
    .execute();
  await db.schema.alterTable('notifications').addColumn('texted_at', 'varchar(32)').execute();
  await db.schema.createIndex('notifications_push_idx').on('notifications').columns(['push_state', 'user_id']).execute();
  await db.schema.createIndex('notifications_sms_idx').on('notifications').columns(['sms_state', 'user_id']).execute();

  await db.schema.alterTable('alert_preferences').addColumn('last_push_digest_at', 'varchar(32)').execute();
  await db.schema.alterTable('alert_preferences').addColumn('last_sms_digest_at', 'varchar(32)').execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'varchar(2000)', (c) => c.notNull())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(100)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(300)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_sent_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('push_subscriptions_endpoint_idx').on('push_subscriptions').column('endpoint').unique().execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('alert_phones')
    .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('verified_at', 'varchar(32)')
    .addColumn('code_hash', 'varchar(64)')
    .addColumn('code_expires_at', 'varchar(32)')
    .addColumn('code_tries', 'integer', (c) => c.notNull().defaultTo(0))
    /** JSON array of ISO times: the codes sent in the last hour. */
    .addColumn('codes_sent', 'varchar(400)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('text_messages')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('recipient', 'varchar(16)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('text_messages_created_idx').on('text_messages').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('text_messages').execute();
  await db.schema.dropTable('alert_phones').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.alterTable('alert_preferences').dropColumn('last_sms_digest_at').execute();
  await db.schema.alterTable('alert_preferences').dropColumn('last_push_digest_at').execute();
  await db.schema.dropIndex('notifications_sms_idx').execute();
  await db.schema.dropIndex('notifications_push_idx').execute();
  for (const column of ['texted_at', 'sms_state', 'pushed_at', 'push_state'])
    await db.schema.alterTable('notifications').dropColumn(column).execute();
}
