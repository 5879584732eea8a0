import { sql, type Kysely } from 'kysely';

/** Organisations, farms, users, sessions, preferences and sign-in throttling. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organisations')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(32)', (c) => c.references('organisations.id'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('hq_address', 'text')
    .addColumn('business_email', 'text')
    .addColumn('phone', 'text')
    .addColumn('image', 'text')
    .addColumn('invited_by', 'varchar(32)')
    .addColumn('invited_to_email', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('organisations_parent_idx').on('organisations').column('parent_id').execute();
  await db.schema.createIndex('organisations_path_idx').on('organisations').column('path').execute();

  await db.schema
    .createTable('farms')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('business_id', 'varchar(32)', (c) => c.notNull().references('organisations.id'))
    .addColumn('physical_address', 'text', (c) => c.notNull())
    .addColumn('mailing_address', 'text')
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('created_by', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('farms_business_idx').on('farms').column('business_id').execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('username', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('profile_image', 'text')
    .addColumn('role', 'varchar(32)', (c) => c.notNull())
    .addColumn('organisation_id', 'varchar(32)', (c) => c.references('organisations.id'))
    .addColumn('farm_id', 'varchar(32)', (c) => c.references('farms.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_organisation_idx').on('users').column('organisation_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('preferences')
    .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('auth_throttle')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(sql`0`))
    .addColumn('window_started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('blocked_until', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['auth_throttle', 'preferences', 'sessions', 'users', 'farms', 'organisations']) {
    await db.schema.dropTable(table).execute();
  }
}
