import type { Kysely } from 'kysely';

/**
 * API keys (issue 32): a user's keys for integrations. `token_hash` is the SHA-256 of the key
 * (like sessions'), never the key; `prefix` its first characters, to tell keys apart on the list.
 * `read_only` 1 for read-only keys; `farm_ids` a JSON array of the farms a key is limited to (null:
 * every farm its creator sees); `expires_at` null never expires; `revoked_at` set on revocation
 * (the key then answers 401, and leaves the list). `last_used_at` / `last_used_address` are written
 * at most once a minute per key (or when the address changes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(16)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('read_only', 'integer', (c) => c.notNull())
    .addColumn('farm_ids', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('last_used_address', 'varchar(64)')
    .execute();
  await db.schema.createIndex('api_keys_user_idx').on('api_keys').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
