import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * better-sqlite3 for the Node that runs the server (issue 35; docs/decisions.md, 2026-11-27).
 *
 * 12.x wraps its objects in node::ObjectWrap. Built against Node 24.19's headers or newer, that wrapper's destructor
 * aborts the process ("Assertion failed: (env) != nullptr" in RemoveEnvironmentCleanupHook) when the garbage
 * collector frees a statement outside JavaScript; Kysely prepares a statement per query, and on Node 24.21 the
 * integration suite's workers died so in 32 of its 52 files. 13.x (N-API, prebuilt binaries in the package) has no
 * such destructor, but crashes on Node 20.
 * So Node 22 and newer load 13 (installed under the alias better-sqlite3-v13), Node 20 loads 12. Same API; 12's types.
 */
export const SQLITE_DRIVER = Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-v13' : 'better-sqlite3';

const SqliteDatabase = createRequire(import.meta.url)(SQLITE_DRIVER) as typeof BetterSqlite3;

// The types better-sqlite3's default export carries, so `SqliteDatabase.Database` reads as before.
// eslint-disable-next-line @typescript-eslint/no-namespace
declare namespace SqliteDatabase {
  export type Database = BetterSqlite3.Database;
  export type Options = BetterSqlite3.Options;
}

export default SqliteDatabase;
