import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresAdapter, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { databaseFault, faultCause } from './faults';
import { migrationProvider } from './migrations/index';
import { ResilientPostgresDialect } from './postgresDialect';
import { ResilientPool, type PostgresPoolOptions } from './postgresPool';
import type { Database } from './schema';
import SqliteDatabase from './sqliteDriver';

export type Engine = 'sqlite' | 'postgres';

/** The driver under Kysely, for the few bulk paths (telemetry) where per-row builder cost matters. */
export type RawDriver = { engine: 'sqlite'; sqlite: SqliteDatabase.Database } | { engine: 'postgres'; pool: ResilientPool };

export interface Db {
  db: Kysely<Database>;
  engine: Engine;
  raw: RawDriver;
  /** Where the data lives, for operators' log lines: the SQLite file, or PostgreSQL's host:port list (no credentials). */
  location: string;
  /** Since when and why the database is known to be out of reach (PostgreSQL between retries), or null. */
  outage(): { since: Date; reason: string } | null;
  close(): Promise<void>;
}

/** The PostgreSQL pool's timeouts and size (config.ts reads them from DATABASE_* variables). */
export type DatabaseOptions = Omit<PostgresPoolOptions, 'log'> & { log?: (line: string) => void };

/** Without configuration (benchmarks, tools): a 5 s connect timeout, 30 s idle timeout, no statement timeout. */
export const DEFAULT_DATABASE_OPTIONS: Omit<PostgresPoolOptions, 'log'> = {
  connectTimeoutMs: 5000,
  idleTimeoutMs: 30_000,
  statementTimeoutMs: 0,
  max: 10,
};

// COUNT(*) and other int8 values come back as strings by default; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const stderrLine = (line: string) => void process.stderr.write(`${line}\n`);

/**
 * Opens `sqlite:<file>` (WAL mode, foreign keys on) or `postgres://…` (several hosts and
 * target_session_attrs=read-write to follow a primary that moves: db/postgresPool.ts).
 */
export function openDatabase(url: string, options: Partial<DatabaseOptions> = {}): Db {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    // A connection can end under the pool at any time (PostgreSQL restarted or failed over, the backend
    // terminated, the database dropped as the server shuts down): the pool survives it, answers 503
    // while the server is out of reach and reconnects (db/postgresPool.ts).
    const pool = new ResilientPool(url, { ...DEFAULT_DATABASE_OPTIONS, log: stderrLine, ...options });
    const db = new Kysely<Database>({ dialect: new ResilientPostgresDialect(pool) });
    return {
      db,
      engine: 'postgres',
      raw: { engine: 'postgres', pool },
      location: `PostgreSQL at ${pool.location}`,
      outage: () => pool.outage(),
      // Kysely ends the pool only if it used it; raw users (telemetry, backups) may have used it alone.
      close: async () => {
        await db.destroy();
        await pool.end();
      },
    };
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

/** Why a folder can't hold the database, in words an operator can act on. */
function folderProblem(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'EROFS') return 'it is on a read-only file system (EROFS)';
  if (code === 'EACCES' || code === 'EPERM') return `the user running Tilth may not write there (${code})`;
  if (code === 'ENOSPC') return 'the disk is full (ENOSPC)';
  if (code === 'ENOTDIR') return 'part of the path is a file, not a folder (ENOTDIR)';
  return faultCause(error);
}

/** A clear start-up error for a database folder or file Tilth can't write: names the path and the cause. */
export class StorageStartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageStartupError';
  }
}

/** Creates the folder if needed and checks that Tilth may write in it; throws a StorageStartupError naming it otherwise. */
export function ensureWritableFolder(folder: string, what: string): void {
  try {
    fs.mkdirSync(folder, { recursive: true });
    fs.accessSync(folder, fs.constants.W_OK);
    // access() says yes to root on a read-only mount: a real write settles it.
    const probe = path.join(folder, `.tilth-write-check-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe, { force: true });
  } catch (error) {
    throw new StorageStartupError(
      `Tilth can't write ${what} in ${folder}: ${folderProblem(error)}. Make the folder writable for the user running Tilth, or point DATABASE_URL / DATA_DIR elsewhere.`,
      { cause: error },
    );
  }
}

/** The page size of new SQLite files (bytes). */
export const SQLITE_PAGE_SIZE = 16_384;

function openSqliteFile(file: string): SqliteDatabase.Database {
  let sqlite: SqliteDatabase.Database | null = null;
  try {
    sqlite = new SqliteDatabase(file);
    // A new file gets 16 KiB pages: a compressed day chunk (1–4 KB) then sits in its b-tree page,
    // where at 4 KiB it spills into an overflow page of its own (docs/storage.md). Only an empty
    // file takes it (an existing one keeps its size until `npm run storage:compact -- --vacuum`).
    if (sqlite.pragma('page_count', { simple: true }) === 0) sqlite.pragma(`page_size = ${SQLITE_PAGE_SIZE}`);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // FULL: an acknowledged ingestion batch must survive a power cut, not just a crash.
    sqlite.pragma('synchronous = FULL');
    return sqlite;
  } catch (error) {
    sqlite?.close();
    const fault = databaseFault(error);
    const why =
      fault?.kind === 'read-only'
        ? 'the file or its folder is read-only'
        : fault?.kind === 'disk-full'
          ? 'the disk is full'
          : `SQLite says: ${faultCause(error)}`;
    throw new StorageStartupError(
      `Tilth can't open the SQLite database ${file}: ${why}. Check that the file and its folder are writable for the user running Tilth.`,
      { cause: error },
    );
  }
}

function openSqlite(file: string): Db {
  const key = file === ':memory:' ? null : path.resolve(file);
  let connection = key ? openSqliteFiles.get(key) : undefined;
  if (!connection) {
    if (key) ensureWritableFolder(path.dirname(key), 'the SQLite database');
    const sqlite = openSqliteFile(file);
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
  return {
    db: shared.db,
    engine: 'sqlite',
    raw: { engine: 'sqlite', sqlite: shared.sqlite },
    location: key ?? ':memory:',
    outage: () => null,
    close,
  };
}

async function runMigrations(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error | undefined)?.message ?? error)}`, {
      cause: error,
    });
  }
}

/**
 * Brings the schema up to date; safe to run from several instances at once (Kysely locks). On
 * PostgreSQL the migrations (and the wait for another instance's) run on one connection without the
 * statement timeout, which is for requests, not for schema changes.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return runMigrations(db);
  await db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      await runMigrations(connection);
    } finally {
      await sql`reset statement_timeout`.execute(connection).catch(() => {});
    }
  });
}

/** The migrations this build knows, and those of them the database has not applied. */
export async function migrationState(db: Kysely<Database>): Promise<{ known: string[]; pending: string[] }> {
  const known = Object.keys(await migrationProvider.getMigrations());
  let applied: string[];
  try {
    applied = (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((r) => r.name);
  } catch (error) {
    if (databaseFault(error)) throw error;
    applied = []; // no migration table yet
  }
  const done = new Set(applied);
  return { known, pending: known.filter((name) => !done.has(name)) };
}

/**
 * Migrates once the database answers: a PostgreSQL that is not up yet (starting together with the
 * server, restarting, failing over) is waited for with backoff, saying so every 30 s, instead of
 * stopping the process. Any other failure (wrong password, a migration's own error) is thrown.
 */
export async function migrateWhenReachable(database: Db, log: (line: string) => void = stderrLine): Promise<void> {
  let delayMs = 250;
  let lastLine = 0;
  for (;;) {
    try {
      await migrateToLatest(database.db);
      return;
    } catch (error) {
      const fault = databaseFault(error);
      if (!fault || (fault.kind !== 'unavailable' && fault.kind !== 'busy')) throw error;
      if (Date.now() - lastLine >= 30_000) {
        log(`Waiting for the database (${database.location}: ${faultCause(error)}) before migrating; retrying.`);
        lastLine = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      delayMs = Math.min(2000, delayMs * 2);
    }
  }
}

/** The SQLite driver this runtime loads, for the few that open a file themselves (backups). */
export { SqliteDatabase };
