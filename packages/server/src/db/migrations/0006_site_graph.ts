import type { Kysely } from 'kysely';

/**
 * The graph screen's own records (spec 001 §2.8, §4, §7): the grower's manual water-percolation
 * depth per date and first root-activity date per sensor, and the time ranges whose readings an
 * admin hid from the graphs ('Delete Data'). Dates are local calendar dates (YYYY-MM-DD),
 * timestamps ISO 8601 UTC text, as everywhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('water_percolation_manual')
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('depth_in', 'double precision', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('water_percolation_manual_pk', ['site_id', 'date'])
    .execute();

  await db.schema
    .createTable('root_activity_manual')
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('sensor_index', 'integer', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('root_activity_manual_pk', ['site_id', 'sensor_index'])
    .execute();

  await db.schema
    .createTable('graph_data_exclusions')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('from_ts', 'varchar(32)', (c) => c.notNull())
    .addColumn('to_ts', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('graph_data_exclusions_site_idx').on('graph_data_exclusions').columns(['site_id', 'from_ts']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('graph_data_exclusions').execute();
  await db.schema.dropTable('root_activity_manual').execute();
  await db.schema.dropTable('water_percolation_manual').execute();
}
