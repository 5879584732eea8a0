import type { Kysely } from 'kysely';

/**
 * Per-site plans (issue 13) and site configuration (issue 12).
 * - `site_plan_changes`: the plan change waiting for the next local day of the site's farm (one
 *   per site; a second change replaces it). A leased job applies it at the farm's midnight.
 * - `plan_audit`: one row per plan change a user made, written in the change's transaction.
 * - `site_changelog`: every change of a site by any route (who, when, old, new), written in the
 *   change's transaction; the changelog call shows the fields spec 002 §9 lists.
 * - `installation_notes`: the About page's notes (text and an optional uploaded image).
 * - `site_api_credentials`: third-party sensor API credentials per site (JSON, secrets sealed)
 *   and the poller's progress.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_plan_changes')
    .addColumn('site_id', 'varchar(32)', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('old_plan', 'varchar(16)', (c) => c.notNull())
    .addColumn('new_plan', 'varchar(16)', (c) => c.notNull())
    /** The farm-local day (YYYY-MM-DD) from which the new plan holds. */
    .addColumn('effective_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('requested_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('requested_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_plan_changes_day_idx').on('site_plan_changes').column('effective_day').execute();

  await db.schema
    .createTable('plan_audit')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('old_plan', 'varchar(16)', (c) => c.notNull())
    .addColumn('current_plan', 'varchar(16)', (c) => c.notNull())
    .addColumn('modified_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('modified_by_name', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plan_audit_site_idx').on('plan_audit').columns(['site_id', 'modified_at']).execute();

  await db.schema
    .createTable('site_changelog')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    /** The changed field's key in the site update (e.g. name, plantType, addLocalSensor). */
    .addColumn('field', 'varchar(64)', (c) => c.notNull())
    .addColumn('friendly_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('user_id', 'varchar(32)')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_changelog_site_idx').on('site_changelog').columns(['site_id', 'created_at']).execute();

  await db.schema
    .createTable('installation_notes')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('image_file_id', 'varchar(32)')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('installation_notes_site_idx').on('installation_notes').columns(['site_id', 'created_at']).execute();

  await db.schema
    .createTable('site_api_credentials')
    .addColumn('site_id', 'varchar(32)', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    /** JSON of the provider's fields; secrets (API keys, passwords) sealed with the server secret. */
    .addColumn('data', 'text', (c) => c.notNull())
    /** Epoch ms of the newest reading imported by the poller; null before the first import. */
    .addColumn('last_imported_at', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('last_polled_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_api_credentials').execute();
  await db.schema.dropTable('installation_notes').execute();
  await db.schema.dropTable('site_changelog').execute();
  await db.schema.dropTable('plan_audit').execute();
  await db.schema.dropTable('site_plan_changes').execute();
}
