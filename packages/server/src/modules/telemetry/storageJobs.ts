import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { ensureReadingPartitions } from '../../db/readingPartitions';
import type { Job } from '../../jobs/scheduler';
import { StorageCompaction } from './storageCompaction';

/**
 * Storage upkeep (docs/storage.md): rewriting v1 day chunks as v2, and PostgreSQL's month
 * partitions of reading_days ahead of the readings that need them.
 */

/** The compaction job's name, also the lease `npm run storage:compact` holds: the two never run at once. */
export const COMPACTION_JOB = 'storage-compaction';

/**
 * Each run compacts for at most maxMs, a batch of days at a time with a pause between batches, so
 * requests and ingestion go on meanwhile; with nothing left a run is one probe of a partial index.
 */
export const COMPACTION_JOB_LIMITS = { maxMs: 5_000, batch: 100, pauseMs: 20 } as const;

export function storageCompactionJob(database: Db, log: FastifyBaseLogger): Job {
  const compaction = new StorageCompaction(database);
  return {
    name: COMPACTION_JOB,
    everyMs: 60_000,
    run: async () => {
      const run = await compaction.run(COMPACTION_JOB_LIMITS);
      if (run.rewritten > 0) {
        const { rewritten, bytesBefore, bytesAfter, done } = run;
        log.info({ job: COMPACTION_JOB, rewritten, bytesBefore, bytesAfter, done }, 'day chunks compacted');
      }
    },
  };
}

/** PostgreSQL only (a no-op on SQLite or an unpartitioned table): this month and the next three exist. */
export function readingPartitionsJob(database: Db, log: FastifyBaseLogger): Job {
  return {
    name: 'reading-partitions',
    everyMs: 6 * 60 * 60_000,
    run: async (now) => {
      if (database.engine !== 'postgres') return;
      const run = await ensureReadingPartitions(database.db, now);
      if (run.created.length > 0 || run.split.length > 0) log.info({ job: 'reading-partitions', ...run }, 'reading partitions created');
    },
  };
}

/** Both storage jobs, for the scheduler. */
export function storageJobs(database: Db, log: FastifyBaseLogger): Job[] {
  return [storageCompactionJob(database, log), readingPartitionsJob(database, log)];
}
