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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', raw: { engine: 'postgres', pool }, close: () => db.destroy() };
  }
  if (!url.startsWith('sqlite:')) {
    throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got '${url.split(':')[0]}:'`);
  }
  const file = url.slice('sqlite:'.length);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL: an acknowledged ingestion batch must survive a power cut, not just a crash.
  sqlite.pragma('synchronous = FULL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: 'sqlite', raw: { engine: 'sqlite', sqlite }, close: () => db.destroy() };
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
