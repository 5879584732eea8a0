import type { Db } from '../../db/database';
import { chunkFormat } from './chunkCodec';
import { decodeDay, seriesOf, type ReadingColumns } from './dayChunk';
import { decodeDayV2, encodeDayV2, V2 } from './dayChunkV2';

export interface CompactionBatch {
  /** Days rewritten from v1 to v2 by this batch (0: none left, or every one left is being written). */
  rewritten: number;
  bytesBefore: number;
  bytesAfter: number;
}

export interface CompactionProgress {
  /** Days still stored as v1, and days in all. */
  v1Days: number;
  days: number;
}

export interface CompactionRun extends CompactionBatch {
  batches: number;
  /** Whether no v1 day is left (else the run stopped at its time budget). */
  done: boolean;
  ms: number;
}

/** The stored depths of a v1 chunk (bytes 8–11): a rewrite keeps every one, whatever the device says now. */
const v1Depths = (packed: Uint8Array) => new DataView(packed.buffer, packed.byteOffset, packed.byteLength).getUint32(8, true);

/** Both columns hold the same float32 bits (any NaN counts as the same missing value) and timestamps. */
function sameColumns(a: ReadingColumns, b: ReadingColumns): boolean {
  if (a.ts.length !== b.ts.length || a.ts.some((t, i) => !Object.is(t, b.ts[i]))) return false;
  const left = seriesOf(a);
  const right = seriesOf(b);
  return left.every((s, k) => s.every((v, i) => Object.is(v, right[k]![i]) || (Number.isNaN(v) && Number.isNaN(right[k]![i]!))));
}

/** The v2 chunk of a v1 chunk, checked to decode to exactly the same columns before it is written. */
export function recodeV1(packed: Uint8Array): Buffer {
  const depths = v1Depths(packed);
  const columns = decodeDay(packed, depths);
  const recoded = encodeDayV2(columns);
  if (!sameColumns(columns, decodeDayV2(recoded, depths))) throw new Error('A v2 chunk did not decode to its v1 columns');
  return recoded;
}

/**
 * Rewrites v1 day chunks as v2 (issue 33, docs/storage.md), a batch per short transaction, oldest
 * device and day first through the partial index on `format = 1`. Resumable and idempotent: the
 * progress is the rows' own `format`, so a run killed mid-way lost at most its open batch, and a
 * row is only ever rewritten while still v1 — a day that ingestion merged meanwhile is v2 already
 * and is left alone. `updated_at` is kept: the readings did not change.
 * SQLite: each batch is one IMMEDIATE transaction, serialised with ingestion like any writer.
 * PostgreSQL: the batch's rows are locked with SKIP LOCKED, so it never waits on (or deadlocks
 * with) an ingestion holding a day; ingestion waits at most one batch.
 */
export class StorageCompaction {
  constructor(private readonly database: Db) {}

  async progress(): Promise<CompactionProgress> {
    const db = this.database.db;
    const v1 = await db
      .selectFrom('reading_days')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('format', '=', 1)
      .executeTakeFirstOrThrow();
    const all = await db
      .selectFrom('reading_days')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return { v1Days: Number(v1.n), days: Number(all.n) };
  }

  /** Whether any v1 day is left (one probe of the partial index). */
  async anyV1Left(): Promise<boolean> {
    const row = await this.database.db.selectFrom('reading_days').select('day').where('format', '=', 1).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  async compactBatch(limit = 200): Promise<CompactionBatch> {
    type Row = { device_num: number; day: number; data: Uint8Array };
    const recode = (rows: Row[]) =>
      rows.map((r) => ({ ...r, recoded: chunkFormat(r.data) === V2 ? Buffer.from(r.data) : recodeV1(r.data), before: r.data.byteLength }));
    const sum = (rows: ReturnType<typeof recode>) => ({
      rewritten: rows.length,
      bytesBefore: rows.reduce((n, r) => n + r.before, 0),
      bytesAfter: rows.reduce((n, r) => n + r.recoded.byteLength, 0),
    });
    const raw = this.database.raw;
    if (raw.engine === 'sqlite') {
      const select = raw.sqlite.prepare('SELECT device_num, day, data FROM reading_days WHERE format = 1 ORDER BY device_num, day LIMIT ?');
      const update = raw.sqlite.prepare('UPDATE reading_days SET data = ?, format = 2 WHERE device_num = ? AND day = ? AND format = 1');
      const run = raw.sqlite.transaction(() => {
        const rows = recode(select.all(limit) as Row[]);
        for (const r of rows) update.run(r.recoded, r.device_num, r.day);
        return sum(rows);
      });
      return run.immediate();
    }
    const client = await raw.pool.connect();
    try {
      await client.query('BEGIN');
      const selected = await client.query<Row>(
        'SELECT device_num, day, data FROM reading_days WHERE format = 1 ORDER BY device_num, day LIMIT $1 FOR UPDATE SKIP LOCKED',
        [limit],
      );
      const rows = recode(selected.rows);
      if (rows.length > 0) {
        await client.query(
          `UPDATE reading_days r SET data = u.b, format = 2 FROM unnest($1::int[], $2::int[], $3::bytea[]) AS u(d, y, b)
           WHERE r.device_num = u.d AND r.day = u.y AND r.format = 1`,
          [rows.map((r) => r.device_num), rows.map((r) => r.day), rows.map((r) => r.recoded)],
        );
      }
      await client.query('COMMIT');
      return sum(rows);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Batches until no v1 day is left or `maxMs` has passed, pausing `pauseMs` between batches so
   * requests and ingestion get the event loop (and, on SQLite, the write lock) in between.
   */
  async run(
    options: { maxMs?: number; batch?: number; pauseMs?: number; onBatch?: (run: CompactionRun) => void } = {},
  ): Promise<CompactionRun> {
    const started = performance.now();
    const total: CompactionRun = { rewritten: 0, bytesBefore: 0, bytesAfter: 0, batches: 0, done: false, ms: 0 };
    for (;;) {
      const batch = await this.compactBatch(options.batch ?? 200);
      total.batches++;
      total.rewritten += batch.rewritten;
      total.bytesBefore += batch.bytesBefore;
      total.bytesAfter += batch.bytesAfter;
      total.ms = performance.now() - started;
      if (batch.rewritten === 0) total.done = !(await this.anyV1Left());
      options.onBatch?.(total);
      if (batch.rewritten === 0 || total.ms >= (options.maxMs ?? Infinity)) return total;
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 0));
    }
  }
}
