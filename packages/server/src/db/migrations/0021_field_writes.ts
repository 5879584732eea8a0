import type { Kysely } from 'kysely';

/**
 * Writing in the field without signal (issue 37).
 * - `client_id` on `site_notes` and `site_irrigations`: the UUID the phone made for a write it
 *   queued offline. Unique (NULLs, the writes made without one, never collide), so a resend — even
 *   two at once — stores once: the index decides, and the loser answers the stored record.
 * - `note_photos`: photos on a graph note. The bytes are files under DATA_DIR/uploads/note-photos
 *   (in the backup with the other uploads, but never served by the public /uploads route): only
 *   GET /notes/photos/{id}, which checks the caller may read the note's site, answers them.
 * - `manual_readings`: a grower's hand-probe moisture (% VWC at a depth in cm) or rain-gauge
 *   reading (mm), with when it was taken.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_notes').addColumn('client_id', 'varchar(36)').execute();
  await db.schema.createIndex('site_notes_client_id_idx').on('site_notes').column('client_id').unique().execute();
  await db.schema.alterTable('site_irrigations').addColumn('client_id', 'varchar(36)').execute();
  await db.schema.createIndex('site_irrigations_client_id_idx').on('site_irrigations').column('client_id').unique().execute();

  await db.schema
    .createTable('note_photos')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('note_id', 'varchar(32)', (c) => c.notNull().references('site_notes.id').onDelete('cascade'))
    .addColumn('file_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'varchar(36)')
    .addColumn('created_by', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('note_photos_note_idx').on('note_photos').columns(['note_id', 'created_at']).execute();
  await db.schema.createIndex('note_photos_client_id_idx').on('note_photos').column('client_id').unique().execute();

  await db.schema
    .createTable('manual_readings')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('taken_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('depth_cm', 'double precision')
    .addColumn('note', 'varchar(500)', (c) => c.notNull())
    .addColumn('client_id', 'varchar(36)')
    .addColumn('created_by', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('manual_readings_site_time_idx').on('manual_readings').columns(['site_id', 'taken_at']).execute();
  await db.schema.createIndex('manual_readings_client_id_idx').on('manual_readings').column('client_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('manual_readings').execute();
  await db.schema.dropTable('note_photos').execute();
  await db.schema.dropIndex('site_irrigations_client_id_idx').execute();
  await db.schema.alterTable('site_irrigations').dropColumn('client_id').execute();
  await db.schema.dropIndex('site_notes_client_id_idx').execute();
  await db.schema.alterTable('site_notes').dropColumn('client_id').execute();
}
