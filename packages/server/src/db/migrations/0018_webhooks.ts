import type { Kysely } from 'kysely';

/**
 * Webhooks (issue 32).
 * - `webhooks`: an account's receiver: its URL, the alert kinds it wants (JSON array), the signing
 *   secret sealed with the server's webhook key (AES-256-GCM: the server must sign with it, so it is
 *   kept recoverable, never hashed), and whether it is enabled.
 * - `webhook_deliveries`: one row per event and webhook, with the exact JSON body sent (retries send
 *   the same bytes and event id), its status (pending, delivered, failed), attempts, when it is due
 *   next, and the last answer's code and the last failure as a sentence: the delivery log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('organisation_id', 'varchar(32)', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('kinds', 'text', (c) => c.notNull())
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('secret_hint', 'varchar(8)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhooks_organisation_idx').on('webhooks').column('organisation_id').execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('webhook_id', 'varchar(32)', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('event_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('summary', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)')
    .addColumn('last_attempt_at', 'varchar(32)')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_deliveries_due_idx').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_log_idx').on('webhook_deliveries').columns(['webhook_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhooks').execute();
}
