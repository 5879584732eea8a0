import type { Kysely } from 'kysely';

/**
 * Crop templates and the site's derived values (spec 001 §2.9, §3, §4).
 * - `crop_templates`: a template's header, sharing option and rows (JSON text of domain
 *   TemplateRow[]); `crop_template_members` the users a CUSTOM template is shared with.
 * - `sites.crop_template_id`: the template applied to the site (null: the site's own thresholds).
 * - `site_daily_values`: per site and local day, the root-zone available water and the bands in
 *   force that day (template or thresholds) with the moisture level they give; written by the
 *   recompute jobs (future = from today on, all = the whole history).
 * - `sites.health_level` / `health_level_day`: the newest day's level, kept so farm health is
 *   counted in SQL without decoding readings.
 * - `site_recompute_jobs`: the last recompute asked for per site (one at a time per site).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('crop_templates')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('crop_type', 'varchar(60)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('owner_organisation_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('sharing_option', 'varchar(20)', (c) => c.notNull())
    .addColumn('template_data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('crop_templates_crop_idx').on('crop_templates').columns(['crop_type']).execute();

  await db.schema
    .createTable('crop_template_members')
    .addColumn('template_id', 'varchar(32)', (c) => c.notNull().references('crop_templates.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('crop_template_members_pk', ['template_id', 'user_id'])
    .execute();

  await db.schema.alterTable('sites').addColumn('crop_template_id', 'varchar(32)').execute();
  await db.schema.alterTable('sites').addColumn('health_level', 'varchar(8)').execute();
  await db.schema.alterTable('sites').addColumn('health_level_day', 'varchar(10)').execute();

  await db.schema
    .createTable('site_daily_values')
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('aw_percent', 'double precision')
    .addColumn('rp', 'double precision', (c) => c.notNull())
    .addColumn('wl1', 'double precision', (c) => c.notNull())
    .addColumn('wl2', 'double precision', (c) => c.notNull())
    .addColumn('band_source', 'varchar(12)', (c) => c.notNull())
    .addColumn('level', 'varchar(8)')
    .addColumn('computed_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_daily_values_pk', ['site_id', 'day'])
    .execute();

  await db.schema
    .createTable('site_recompute_jobs')
    .addColumn('site_id', 'varchar(32)', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('requested_by', 'varchar(32)')
    .addColumn('requested_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('days', 'integer')
    .addColumn('message', 'varchar(300)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_recompute_jobs').execute();
  await db.schema.dropTable('site_daily_values').execute();
  await db.schema.alterTable('sites').dropColumn('health_level_day').execute();
  await db.schema.alterTable('sites').dropColumn('health_level').execute();
  await db.schema.alterTable('sites').dropColumn('crop_template_id').execute();
  await db.schema.dropTable('crop_template_members').execute();
  await db.schema.dropTable('crop_templates').execute();
}
