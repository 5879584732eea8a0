import { loadConfig } from '../../config';
import { migrateWhenReachable, openDatabase, SQLITE_PAGE_SIZE, type Db } from '../../db/database';
import { Lease } from '../../jobs/lease';
import { StorageCompaction, type CompactionRun } from './storageCompaction';
import { COMPACTION_JOB } from './storageJobs';

/**
 * npm run storage:compact [-- --vacuum] [--batch <days, 500>] [--pause-ms <between batches, 0>]
 *
 * Rewrites every v1 day chunk as v2 now (the server's storage-compaction job does the same in the
 * background, a slice a minute), printing progress; beside a serving server, under the job's lease.
 * With --vacuum it then gives the freed pages back to the file system (SQLite VACUUM, which blocks
 * writers while it runs, and moves a file of 4 KiB pages to 16 KiB when no server has it open;
 * PostgreSQL VACUUM (ANALYZE) reading_days, which does not block). docs/storage.md.
 */
const args = process.argv.slice(2);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const count = (n: number) => n.toLocaleString('en-US');
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  const value = at >= 0 ? Number(args[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < (name === '--batch' ? 1 : 0)) throw new Error(`${name} takes a whole number`);
  return value;
};

/** VACUUM; on SQLite also moves a file of smaller pages to SQLITE_PAGE_SIZE when no other connection is open. */
async function vacuum(database: Db): Promise<string> {
  const raw = database.raw;
  if (raw.engine === 'postgres') {
    await raw.pool.query('VACUUM (ANALYZE) reading_days');
    return 'VACUUM (ANALYZE) reading_days: the space is reusable; VACUUM FULL per month partition returns it to the disk.';
  }
  const pageSize = Number(raw.sqlite.pragma('page_size', { simple: true }));
  if (pageSize >= SQLITE_PAGE_SIZE) {
    raw.sqlite.exec('VACUUM');
    return 'VACUUM: the file is rewritten without its free pages.';
  }
  // The page size changes only by a VACUUM outside WAL mode, which no other connection may hold.
  const mode = String(raw.sqlite.pragma('journal_mode = DELETE', { simple: true }));
  try {
    if (mode === 'wal') {
      raw.sqlite.exec('VACUUM');
      return `VACUUM at ${pageSize}-byte pages: another connection is open (a server?). Stop the servers and run --vacuum again to move to ${SQLITE_PAGE_SIZE}-byte pages, where day chunks take about a third less.`;
    }
    raw.sqlite.pragma(`page_size = ${SQLITE_PAGE_SIZE}`);
    raw.sqlite.exec('VACUUM');
    return `VACUUM, pages ${pageSize} → ${SQLITE_PAGE_SIZE} bytes.`;
  } finally {
    raw.sqlite.pragma('journal_mode = WAL');
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl, config.database);
  try {
    await migrateWhenReachable(database);
    const compaction = new StorageCompaction(database);
    const before = await compaction.progress();
    console.log(`${count(before.v1Days)} of ${count(before.days)} day chunks are in the v1 format.`);
    let shown = 0;
    const report = (run: CompactionRun) => {
      if (run.ms - shown < 2000 && !run.done) return;
      shown = run.ms;
      const share = before.v1Days === 0 ? 100 : Math.round((100 * run.rewritten) / before.v1Days);
      console.log(
        `  ${count(run.rewritten)} rewritten (${share} %), ${mb(run.bytesBefore)} → ${mb(run.bytesAfter)}, ${(run.ms / 1000).toFixed(1)} s`,
      );
    };
    const lease = new Lease(database.db, COMPACTION_JOB, 60_000);
    const run = await lease.hold(() =>
      compaction.run({ batch: option('--batch', 500), pauseMs: option('--pause-ms', 0), onBatch: report }),
    );
    const after = await compaction.progress();
    console.log(
      `Compacted ${count(run.rewritten)} day chunks in ${(run.ms / 1000).toFixed(1)} s: ${mb(run.bytesBefore)} of chunks now take ${mb(run.bytesAfter)}; ${count(after.v1Days)} left in v1.`,
    );
    if (args.includes('--vacuum')) {
      const started = Date.now();
      const what = await vacuum(database);
      console.log(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } else if (run.rewritten > 0) {
      console.log(
        database.engine === 'sqlite'
          ? 'The database file keeps its size until VACUUM (npm run storage:compact -- --vacuum, writers wait while it runs): see docs/storage.md.'
          : 'PostgreSQL reuses the freed space; VACUUM FULL or pg_repack returns it to the disk: see docs/storage.md.',
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
