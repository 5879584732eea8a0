import type { Kysely } from 'kysely';

/**
 * Background and scheduled exports (issue 32).
 * - `export_jobs`: an export too large to stream in the request, prepared by the export job (one
 *   instance at a time, under a lease): its request (JSON), status, progress in sites, the file's
 *   name, path and size under DATA_DIR/exports, and when it expires (the expiry job deletes it).
 * - `export_schedules`: a user's weekly e-mailed export — the dialog's choices (JSON) for the last
 *   `days` days — and when it last went.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('export_jobs')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('sites_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sites_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_path', 'varchar(500)')
    .addColumn('size_bytes', 'bigint')
    .addColumn('error', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('expires_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('export_jobs_user_idx').on('export_jobs').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('export_jobs_status_idx').on('export_jobs').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('export_schedules')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('last_sent_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('export_schedules_user_idx').on('export_schedules').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('export_schedules').execute();
  await db.schema.dropTable('export_jobs').execute();
}
