import type { Kysely } from 'kysely';

/**
 * Account security (issue 36).
 * - `sessions.user_agent` / `address`: what the Sessions card shows (the browser and the client
 *   address, kept current as the session is used); `second_factor` 1 when the session was opened
 *   with a second factor, so a role that needs one can't keep using a session opened without.
 * - `account_links`: mailed single-use links (password reset, e-mail change). The link's key is an
 *   HMAC over the row and is stored nowhere; `used_at` makes it single-use.
 * - `two_factor`: the authenticator secret, sealed with the server's two-factor key (AES-256-GCM);
 *   `enabled_at` null while it is being set up; `last_step` refuses a code used once already.
 * - `recovery_codes`: SHA-256 hashes of the ten recovery codes; `used_at` makes each single-use.
 * - `account_security_settings`: a distributor's or dealer's 'admins need a second factor'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(300)').execute();
  await db.schema.alterTable('sessions').addColumn('address', 'varchar(64)').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('second_factor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('account_links')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('account_links_user_idx').on('account_links').columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('enabled_at', 'varchar(32)')
    .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addPrimaryKeyConstraint('recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('account_security_settings')
    .addColumn('organisation_id', 'varchar(32)', (c) => c.primaryKey().references('organisations.id').onDelete('cascade'))
    .addColumn('require_admin_two_factor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_security_settings').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('two_factor').execute();
  await db.schema.dropTable('account_links').execute();
  await db.schema.alterTable('sessions').dropColumn('second_factor').execute();
  await db.schema.alterTable('sessions').dropColumn('address').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}
