import type { Kysely } from 'kysely';

/**
 * Fleet health (issue 30), kept per device so the fleet screen pages and sorts 10,000 devices in
 * SQL without decoding readings:
 * - `device_health`: one row per device — reporting interval, completeness over 24 h / 7 d / 30 d,
 *   battery now with its slope and days to the low threshold, signal now and its 7-day median,
 *   packet error rate, the open-fault count and a `dirty` flag ingestion sets when readings arrive
 *   (the health job recomputes dirty rows, and every row hourly so a silent device's figures age).
 * - `device_health_days`: per device and UTC day, readings received and expected, the battery's
 *   median (and the mean time of its readings, so a partial day's value sits where it was
 *   measured on the trend line), the RSSI median and the packet error rate (the side panel's 30-day sparklines, the
 *   battery trend and the 7- and 30-day completeness).
 * - `device_faults`: faults the detectors found, one open row per device, kind, channel and depth
 *   (`cleared_at` null while it lasts), with the evidence that raised it; cleared rows are kept
 *   30 days for the device's history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_health')
    .addColumn('device_num', 'integer', (c) => c.primaryKey())
    .addColumn('interval_seconds', 'integer')
    .addColumn('completeness_24h', 'double precision')
    .addColumn('completeness_7d', 'double precision')
    .addColumn('completeness_30d', 'double precision')
    .addColumn('battery_percent', 'double precision')
    .addColumn('battery_per_day', 'double precision')
    .addColumn('battery_days_to_low', 'double precision')
    .addColumn('battery_low', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rssi_dbm', 'double precision')
    .addColumn('signal_bars', 'integer')
    .addColumn('rssi_median_7d', 'double precision')
    .addColumn('per_percent', 'double precision')
    .addColumn('open_faults', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fault_titles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('dirty', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('checked_at', 'varchar(32)')
    .addColumn('reported_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('device_health_due_idx').on('device_health').columns(['dirty', 'checked_at']).execute();

  await db.schema
    .createTable('device_health_days')
    .addColumn('device_num', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('readings', 'integer', (c) => c.notNull())
    .addColumn('expected', 'integer', (c) => c.notNull())
    .addColumn('battery_percent', 'double precision')
    .addColumn('battery_at', 'bigint')
    .addColumn('rssi_median', 'double precision')
    .addColumn('per_percent', 'double precision')
    .addPrimaryKeyConstraint('device_health_days_pk', ['device_num', 'day'])
    .execute();

  await db.schema
    .createTable('device_faults')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('device_num', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('depth_index', 'integer', (c) => c.notNull())
    .addColumn('depth_in', 'double precision', (c) => c.notNull())
    .addColumn('opened_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('cleared_at', 'varchar(32)')
    .addColumn('evidence', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('device_faults_device_idx').on('device_faults').columns(['device_num', 'cleared_at']).execute();
  await db.schema.createIndex('device_faults_site_idx').on('device_faults').columns(['site_id', 'cleared_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_faults').execute();
  await db.schema.dropTable('device_health_days').execute();
  await db.schema.dropTable('device_health').execute();
}
