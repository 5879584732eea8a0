import type { Kysely } from 'kysely';

/**
 * The irrigation planner (issue 29).
 * - `site_daily_values.aw_in` / `taw_in`: the day's root-zone available water and the zone's
 *   capacity, inches, beside its percentage — the planner reads the newest day of a thousand sites
 *   from here instead of decoding a site-year of readings per request. Older rows have none until the
 *   next recompute; the planner treats a site without them as waiting for readings.
 * - `site_irrigations`: irrigations a user logged (or confirmed from a probe wetting event): the
 *   gross depth the system put on, the net depth reaching the roots at the site's efficiency then,
 *   and the hours when given.
 * - `alert_preferences.last_plan_at`: when the user's weekly "Irrigation plan" e-mail last went.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_daily_values').addColumn('aw_in', 'double precision').execute();
  await db.schema.alterTable('site_daily_values').addColumn('taw_in', 'double precision').execute();

  await db.schema
    .createTable('site_irrigations')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('depth_in', 'double precision', (c) => c.notNull())
    .addColumn('net_in', 'double precision', (c) => c.notNull())
    .addColumn('hours', 'double precision')
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('alert_preferences').addColumn('last_plan_at', 'varchar(32)').execute();
  await db.schema.createIndex('site_irrigations_site_date_idx').on('site_irrigations').columns(['site_id', 'date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alert_preferences').dropColumn('last_plan_at').execute();
  await db.schema.dropTable('site_irrigations').execute();
  await db.schema.alterTable('site_daily_values').dropColumn('taw_in').execute();
  await db.schema.alterTable('site_daily_values').dropColumn('aw_in').execute();
}
