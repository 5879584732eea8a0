import { loadConfig } from '../../config';
import { migrateWhenReachable, openDatabase, type Db } from '../../db/database';
import { Lease } from '../../jobs/lease';
import { StorageCompaction, type CompactionRun } from './storageCompaction';
import { COMPACTION_JOB } from './storageJobs';

/**
 * npm run storage:compact [-- --vacuum] [--batch <days, 500>] [--pause-ms <between batches, 0>]
 *
 * Rewrites every v1 day chunk as v2 now (the server's storage-compaction job does the same in the
 * background, a slice a minute), printing progress; beside a serving server, under the job's lease.
 * With --vacuum it then gives the freed pages back to the file system (SQLite VACUUM, which blocks
 * writers while it runs; PostgreSQL VACUUM (ANALYZE) reading_days, which does not). docs/storage.md.
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

async function vacuum(database: Db): Promise<void> {
  const raw = database.raw;
  if (raw.engine === 'sqlite') raw.sqlite.exec('VACUUM');
  else await raw.pool.query('VACUUM (ANALYZE) reading_days');
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
      await vacuum(database);
      console.log(`Vacuumed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
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
