import type { Kysely } from 'kysely';

/**
 * Notifications and alerts (issue 17).
 * - `alert_episodes`: the episodes open now, one per site and kind (the key makes a second one
 *   impossible); deleted when the condition ends, so one dry spell or outage is one alert.
 * - `site_battery`: each site's newest battery percentage, refreshed by the alert job a slice at a
 *   time, so the evaluation of every site reads no reading chunk.
 * - `notifications`: one row per user and event; `in_app` rows show in the bell, `mail_state`
 *   pending rows wait for the mail pass (quiet hours, digest).
 * - `alert_preferences`: a user's alert preferences (JSON of domain AlertPreferences) and when
 *   their last digest went.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_episodes')
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('opened_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_raised_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_episodes_pk', ['site_id', 'kind'])
    .execute();

  await db.schema
    .createTable('site_battery')
    .addColumn('site_id', 'varchar(32)', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('percent', 'double precision')
    .addColumn('reading_at', 'integer')
    .addColumn('checked_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('farm_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('event', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('read_at', 'varchar(32)')
    .addColumn('in_app', 'integer', (c) => c.notNull())
    .addColumn('mail_state', 'varchar(8)', (c) => c.notNull())
    .addColumn('mailed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('notifications_mail_idx').on('notifications').columns(['mail_state', 'user_id']).execute();

  await db.schema
    .createTable('alert_preferences')
    .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('last_digest_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_preferences').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('site_battery').execute();
  await db.schema.dropTable('alert_episodes').execute();
}
