import type { Kysely } from 'kysely';

/**
 * Notes on a site's graph (spec 001 §3 Note, §7). A note belongs to a site and is listed by
 * time; its author is kept so only they (or an admin) may delete it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_notes')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('timestamp', 'varchar(32)', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_notes_site_time_idx').on('site_notes').columns(['site_id', 'timestamp']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_notes').execute();
}
