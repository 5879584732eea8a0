import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

/** The driver under Kysely, for the few bulk paths (telemetry) where per-row builder cost matters. */
export type RawDriver = { engine: 'sqlite'; sqlite: SqliteDatabase.Database } | { engine: 'postgres'; pool: pg.Pool };

export interface Db {
  db: Kysely<Database>;
  engine: Engine;
  raw: RawDriver;
  close(): Promise<void>;
}

// COUNT(*) and other int8 values come back as strings by default; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens `sqlite:<file>` (WAL mode, foreign keys on) or `postgres://…`. */
export function openDatabase(url: string): Db {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // A connection can end under the pool while idle or closing (PostgreSQL restarted, the backend
    // terminated, the database dropped as the server shuts down). pg reports that on the pool, and
    // an 'error' event nobody listens to would stop the process: the pool drops the client and
    // opens another when one is needed, so saying so is all there is to do.
    pool.on('error', (error) => process.stderr.write(`PostgreSQL connection ended (${error.message}); the pool replaces it.\n`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', raw: { engine: 'postgres', pool }, close: () => db.destroy() };
  }
  if (!url.startsWith('sqlite:')) {
    throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got '${url.split(':')[0]}:'`);
  }
  return openSqlite(url.slice('sqlite:'.length));
}

interface SqliteConnection {
  db: Kysely<Database>;
  sqlite: SqliteDatabase.Database;
  users: number;
}

/**
 * SQLite files open in this process, by path. Opening one file again shares its connection:
 * better-sqlite3 waits for a lock synchronously, so a second connection in the same thread (several
 * server instances in one test process) would stall the first one's open transaction until
 * busy_timeout fails it; one connection queues their transactions instead.
 */
const openSqliteFiles = new Map<string, SqliteConnection>();

function openSqlite(file: string): Db {
  const key = file === ':memory:' ? null : path.resolve(file);
  let connection = key ? openSqliteFiles.get(key) : undefined;
  if (!connection) {
    if (key) fs.mkdirSync(path.dirname(key), { recursive: true });
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // FULL: an acknowledged ingestion batch must survive a power cut, not just a crash.
    sqlite.pragma('synchronous = FULL');
    connection = { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), sqlite, users: 0 };
    if (key) openSqliteFiles.set(key, connection);
  }
  const shared = connection;
  shared.users += 1;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    shared.users -= 1;
    if (shared.users > 0) return;
    if (key && openSqliteFiles.get(key) === shared) openSqliteFiles.delete(key);
    await shared.db.destroy();
  };
  return { db: shared.db, engine: 'sqlite', raw: { engine: 'sqlite', sqlite: shared.sqlite }, close };
}

/** Brings the schema up to date; safe to run from several instances at once (Kysely locks). */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error | undefined)?.message ?? error)}`);
  }
}
