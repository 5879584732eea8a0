import { sql, type Kysely } from 'kysely';
import { engineTypes } from './engineOf';

/**
 * Sites, base stations, devices and readings. Readings are stored as one row per device and
 * UTC day holding every reading of that day, all channels, packed (see dayChunk.ts): a row per
 * value measured 0.5–1.2 s for a site-year and a row per reading ~100 ms (one blob per row);
 * 365 rows a year reads in a few ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = engineTypes(db);

  await db.schema
    .createTable('sites')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('farm_id', 'varchar(32)', (c) => c.notNull().references('farms.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('plan', 'varchar(16)', (c) => c.notNull())
    .addColumn('crop', 'varchar(64)')
    .addColumn('planting_date', 'varchar(10)')
    .addColumn('soil_type', 'varchar(64)')
    .addColumn('irrigation_type', 'varchar(64)')
    .addColumn('install_by_date', 'varchar(10)')
    .addColumn('hardware_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('extracted', 'integer', (c) => c.notNull().defaultTo(sql`0`))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sites_farm_idx').on('sites').column('farm_id').execute();

  await db.schema
    .createTable('base_stations')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('device_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('site_id', 'varchar(32)', (c) => c.references('sites.id'))
    .addColumn('key_hash', 'varchar(64)')
    .addColumn('key_prefix', 'varchar(16)')
    .addColumn('key_created_at', 'varchar(32)')
    .addColumn('last_seen_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('base_stations_key_idx').on('base_stations').column('key_hash').execute();

  await db.schema
    .createTable('devices')
    .addColumn('num', types.postgres ? 'serial' : 'integer', (c) => (types.postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('device_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('base_station_id', 'varchar(32)', (c) => c.references('base_stations.id'))
    .addColumn('site_id', 'varchar(32)', (c) => c.references('sites.id'))
    .addColumn('hardware_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('depths', 'text', (c) => c.notNull())
    .addColumn('first_reading_at', types.bigint)
    .addColumn('last_reading_at', types.bigint)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('devices_site_idx').on('devices').column('site_id').execute();

  let readingDays = db.schema
    .createTable('reading_days')
    .addColumn('device_num', 'integer', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('data', types.binary, (c) => c.notNull())
    .addColumn('updated_at', types.bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('reading_days_pk', ['device_num', 'day']);
  // SQLite: rows clustered by (device, day) so a site-year is one contiguous range scan.
  if (!types.postgres) readingDays = readingDays.modifyEnd(sql`without rowid`);
  await readingDays.execute();

  await db.schema
    .createTable('disconnections')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull().references('sites.id'))
    .addColumn('device_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('notified_at', 'varchar(32)')
    .addColumn('notified_to', 'text')
    .execute();
  await createJobsTable(db);
  // The simulator settings of demo sites, so a restarted demo continues the same fields.
  await db.schema
    .createTable('demo_simulations')
    .addColumn('site_id', 'varchar(32)', (c) => c.primaryKey().references('sites.id'))
    .addColumn('config', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('disconnections_site_idx').on('disconnections').columns(['site_id', 'started_at']).execute();
}

export async function createJobsTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('next_run_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_run_at', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('locked_by', 'varchar(64)')
    .addColumn('locked_until', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['demo_simulations', 'jobs', 'disconnections', 'reading_days', 'devices', 'base_stations', 'sites']) {
    await db.schema.dropTable(table).execute();
  }
}
