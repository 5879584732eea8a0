import type { Kysely } from 'kysely';

/**
 * Farms dashboard and the Farm Health Report. Farm health needs no table of its own: it reads
 * devices.last_reading_at, which ingestion keeps (decisions.md). Recipients belong to the
 * organisation (or farm) of the user who added them; each covers one or more farms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('farms_created_idx').on('farms').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('field_report_recipients')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    // The owning organisation's id, or the farm's for farm-level users: one e-mail once per owner.
    .addColumn('owner_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('owner_path', 'text', (c) => c.notNull())
    .addColumn('owner_farm_id', 'varchar(32)', (c) => c.references('farms.id'))
    .addColumn('created_by', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_sent_at', 'varchar(32)')
    .addColumn('next_send_at', 'varchar(32)')
    .addUniqueConstraint('field_report_recipients_owner_email', ['owner_key', 'email'])
    .execute();
  await db.schema.createIndex('field_report_recipients_path_idx').on('field_report_recipients').column('owner_path').execute();
  await db.schema.createIndex('field_report_recipients_due_idx').on('field_report_recipients').column('next_send_at').execute();

  await db.schema
    .createTable('field_report_recipient_farms')
    .addColumn('recipient_id', 'varchar(32)', (c) => c.notNull().references('field_report_recipients.id').onDelete('cascade'))
    .addColumn('farm_id', 'varchar(32)', (c) => c.notNull().references('farms.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('field_report_recipient_farms_pk', ['recipient_id', 'farm_id'])
    .execute();
  await db.schema.createIndex('field_report_recipient_farms_farm_idx').on('field_report_recipient_farms').column('farm_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('field_report_recipient_farms').execute();
  await db.schema.dropTable('field_report_recipients').execute();
  await db.schema.dropIndex('farms_created_idx').execute();
}
