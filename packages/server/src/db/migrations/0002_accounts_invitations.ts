import type { Kysely } from 'kysely';

/**
 * Invitations, the mail outbox, server secrets (the invitation signing key when the environment
 * gives none), uploaded files and Team Shopping Settings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('role', 'varchar(32)', (c) => c.notNull())
    .addColumn('organisation_id', 'varchar(32)', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addColumn('farm_id', 'varchar(32)', (c) => c.references('farms.id').onDelete('cascade'))
    .addColumn('username', 'varchar(254)')
    .addColumn('invited_to_name', 'text')
    // No foreign key: an invitation outlives the removal of whoever sent it.
    .addColumn('invited_by', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('accepted_at', 'varchar(32)')
    .addColumn('accepted_by', 'varchar(32)')
    .execute();
  await db.schema.createIndex('invitations_organisation_idx').on('invitations').column('organisation_id').execute();
  await db.schema.createIndex('invitations_email_idx').on('invitations').column('email').execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_created_idx').on('outbox').column('created_at').execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'varchar(32)')
    .addColumn('parent_id', 'varchar(32)')
    .addColumn('type', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('shopping_settings')
    .addColumn('organisation_id', 'varchar(32)', (c) => c.primaryKey().references('organisations.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['shopping_settings', 'files', 'server_secrets', 'outbox', 'invitations']) {
    await db.schema.dropTable(table).execute();
  }
}
