import { sql } from 'kysely';
import type { ValidReading } from '@tilth/domain';
import type { Db } from '../../db/database';
import { chunkCount, CURRENT_FORMAT, decodeChunk, decodeChunkInto, encodeChunk, type ChunkFormat } from './chunkCodec';
import { DAY_SECONDS, emptyColumns, filterRows, mergeDay, seriesOf, type ReadingColumns } from './dayChunk';

export interface StoredReading extends ValidReading {
  deviceNum: number;
}

interface DayGroup {
  deviceNum: number;
  day: number;
  readings: ValidReading[];
}

function groupByDeviceDay(readings: StoredReading[]): DayGroup[] {
  const groups = new Map<string, DayGroup>();
  for (const r of readings) {
    const day = Math.floor(r.ts / DAY_SECONDS);
    const key = `${r.deviceNum}:${day}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { deviceNum: r.deviceNum, day, readings: [] }));
    group.readings.push(r);
  }
  return [...groups.values()];
}

/**
 * All reading SQL, on the driver directly (bulk paths where builder cost matters). Writes merge
 * into day rows inside one transaction that serialises writers per device (SQLite: one writer;
 * PostgreSQL: the device rows are locked first), so concurrent batches never lose readings and a
 * retried batch stores nothing twice. Answers only after commit. Chunks of either format are read;
 * every day written is written in `format` (v2 but in tests and benchmarks of the old format), and
 * its `format` column says which, for the storage compaction job (./storageCompaction).
 */
export class ReadingStore {
  private readonly format: ChunkFormat;

  constructor(
    private readonly database: Db,
    options: { format?: ChunkFormat } = {},
  ) {
    this.format = options.format ?? CURRENT_FORMAT;
  }

  private encode(columns: ReadingColumns): Buffer {
    return encodeChunk(columns, this.format);
  }

  async insert(readings: StoredReading[], depthCounts: Map<number, number>, receivedAt: number): Promise<number> {
    if (readings.length === 0) return 0;
    const groups = groupByDeviceDay(readings);
    const depthOf = (num: number) => depthCounts.get(num) ?? 0;
    const raw = this.database.raw;

    if (raw.engine === 'sqlite') {
      const select = raw.sqlite.prepare('SELECT data FROM reading_days WHERE device_num = ? AND day = ?');
      const upsert = raw.sqlite.prepare(
        `INSERT INTO reading_days (device_num, day, count, data, updated_at, format) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (device_num, day) DO UPDATE SET count = excluded.count, data = excluded.data, updated_at = excluded.updated_at, format = excluded.format`,
      );
      const write = raw.sqlite.transaction(() => {
        let inserted = 0;
        for (const g of groups) {
          const row = select.get(g.deviceNum, g.day) as { data: Uint8Array } | undefined;
          const existing = row ? decodeChunk(row.data, depthOf(g.deviceNum)) : null;
          const merged = mergeDay(existing, g.readings, depthOf(g.deviceNum));
          if (merged.inserted === 0) continue;
          upsert.run(g.deviceNum, g.day, merged.day.ts.length, this.encode(merged.day), receivedAt, this.format);
          inserted += merged.inserted;
        }
        return inserted;
      });
      return write.immediate();
    }

    const client = await raw.pool.connect();
    try {
      await client.query('BEGIN');
      const deviceNums = [...new Set(groups.map((g) => g.deviceNum))].sort((a, b) => a - b);
      await client.query('SELECT num FROM devices WHERE num = ANY($1::int[]) ORDER BY num FOR UPDATE', [deviceNums]);
      const existingRows = await client.query<{ device_num: number; day: number; data: Uint8Array }>(
        `SELECT r.device_num, r.day, r.data FROM reading_days r
         JOIN unnest($1::int[], $2::int[]) AS k(d, y) ON r.device_num = k.d AND r.day = k.y`,
        [groups.map((g) => g.deviceNum), groups.map((g) => g.day)],
      );
      const existing = new Map(existingRows.rows.map((r) => [`${r.device_num}:${r.day}`, r.data]));
      const out = { nums: [] as number[], days: [] as number[], counts: [] as number[], data: [] as Buffer[] };
      let inserted = 0;
      for (const g of groups) {
        const stored = existing.get(`${g.deviceNum}:${g.day}`);
        const merged = mergeDay(stored ? decodeChunk(stored, depthOf(g.deviceNum)) : null, g.readings, depthOf(g.deviceNum));
        if (merged.inserted === 0) continue;
        out.nums.push(g.deviceNum);
        out.days.push(g.day);
        out.counts.push(merged.day.ts.length);
        out.data.push(this.encode(merged.day));
        inserted += merged.inserted;
      }
      if (out.nums.length > 0) {
        await client.query(
          `INSERT INTO reading_days (device_num, day, count, data, updated_at, format)
           SELECT d, y, c, b, $5, $6 FROM unnest($1::int[], $2::int[], $3::int[], $4::bytea[]) AS u(d, y, c, b)
           ON CONFLICT (device_num, day) DO UPDATE SET count = excluded.count, data = excluded.data, updated_at = excluded.updated_at, format = excluded.format`,
          [out.nums, out.days, out.counts, out.data, receivedAt, this.format],
        );
      }
      await client.query('COMMIT');
      return inserted;
    } catch (error) {
      // On a lost connection the rollback fails too (the server has already rolled back): keep the first error.
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /** Every reading of a device in [from, to] (epoch seconds), oldest first, as columns. */
  async readRange(deviceNum: number, depthCount: number, from: number, to: number): Promise<ReadingColumns> {
    const firstDay = Math.floor(from / DAY_SECONDS);
    const lastDay = Math.floor(to / DAY_SECONDS);
    const raw = this.database.raw;
    type Row = { data: Uint8Array };
    const rows: Row[] =
      raw.engine === 'sqlite'
        ? (raw.sqlite
            .prepare('SELECT data FROM reading_days WHERE device_num = ? AND day BETWEEN ? AND ? ORDER BY day')
            .all(deviceNum, firstDay, lastDay) as Row[])
        : (
            await raw.pool.query<Row>('SELECT data FROM reading_days WHERE device_num = $1 AND day BETWEEN $2 AND $3 ORDER BY day', [
              deviceNum,
              firstDay,
              lastDay,
            ])
          ).rows;
    const columns = emptyColumns(
      depthCount,
      rows.reduce((n, r) => n + chunkCount(r.data), 0),
    );
    let offset = 0;
    for (const row of rows) {
      decodeChunkInto(columns, offset, row.data);
      offset += chunkCount(row.data);
    }
    return trim(columns, from, to);
  }

  /**
   * Removes a device's readings with from ≤ ts ≤ to (epoch seconds) for good: each affected day is
   * decoded, the range dropped, and the day re-encoded, or deleted when nothing is left. One
   * transaction, serialised with ingestion as insert is. Answers how many readings were removed.
   */
  async deleteRange(deviceNum: number, depthCount: number, from: number, to: number): Promise<number> {
    if (from > to) return 0;
    const firstDay = Math.floor(from / DAY_SECONDS);
    const lastDay = Math.floor(to / DAY_SECONDS);
    const updatedAt = Math.floor(Date.now() / 1000);
    const outside = (ts: number) => ts < from || ts > to;
    type Row = { day: number; data: Uint8Array };
    type Change = { day: number; removed: number; data: Buffer | null; count: number };
    const changesOf = (rows: Row[]): Change[] =>
      rows.flatMap((row) => {
        const day = decodeChunk(row.data, depthCount);
        const kept = filterRows(day, outside);
        const removed = day.ts.length - kept.ts.length;
        if (removed === 0) return [];
        return [{ day: row.day, removed, data: kept.ts.length === 0 ? null : this.encode(kept), count: kept.ts.length }];
      });
    const raw = this.database.raw;

    if (raw.engine === 'sqlite') {
      const select = raw.sqlite.prepare('SELECT day, data FROM reading_days WHERE device_num = ? AND day BETWEEN ? AND ? ORDER BY day');
      const update = raw.sqlite.prepare(
        'UPDATE reading_days SET count = ?, data = ?, updated_at = ?, format = ? WHERE device_num = ? AND day = ?',
      );
      const remove = raw.sqlite.prepare('DELETE FROM reading_days WHERE device_num = ? AND day = ?');
      const run = raw.sqlite.transaction(() => {
        const changes = changesOf(select.all(deviceNum, firstDay, lastDay) as Row[]);
        for (const c of changes) {
          if (c.data === null) remove.run(deviceNum, c.day);
          else update.run(c.count, c.data, updatedAt, this.format, deviceNum, c.day);
        }
        return changes.reduce((n, c) => n + c.removed, 0);
      });
      return run.immediate();
    }

    const client = await raw.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT num FROM devices WHERE num = $1 FOR UPDATE', [deviceNum]);
      const rows = await client.query<Row>(
        'SELECT day, data FROM reading_days WHERE device_num = $1 AND day BETWEEN $2 AND $3 ORDER BY day',
        [deviceNum, firstDay, lastDay],
      );
      const changes = changesOf(rows.rows);
      for (const c of changes) {
        if (c.data === null) await client.query('DELETE FROM reading_days WHERE device_num = $1 AND day = $2', [deviceNum, c.day]);
        else
          await client.query(
            'UPDATE reading_days SET count = $1, data = $2, updated_at = $3, format = $4 WHERE device_num = $5 AND day = $6',
            [c.count, c.data, updatedAt, this.format, deviceNum, c.day],
          );
      }
      await client.query('COMMIT');
      return changes.reduce((n, c) => n + c.removed, 0);
    } catch (error) {
      // On a lost connection the rollback fails too (the server has already rolled back): keep the first error.
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /** The first and last reading time of a device (epoch seconds), or null when it has none. */
  async span(deviceNum: number): Promise<{ first: number; last: number } | null> {
    const edge = async (order: 'ASC' | 'DESC') => {
      const sqlText = `SELECT data FROM reading_days WHERE device_num = ${this.database.raw.engine === 'sqlite' ? '?' : '$1'} ORDER BY day ${order} LIMIT 1`;
      const raw = this.database.raw;
      const row =
        raw.engine === 'sqlite'
          ? (raw.sqlite.prepare(sqlText).get(deviceNum) as { data: Uint8Array } | undefined)
          : (await raw.pool.query<{ data: Uint8Array }>(sqlText, [deviceNum])).rows[0];
      if (!row) return null;
      const ts = decodeChunk(row.data, 0).ts;
      return ts.length === 0 ? null : order === 'ASC' ? ts[0]! : ts[ts.length - 1]!;
    };
    const first = await edge('ASC');
    const last = await edge('DESC');
    return first === null || last === null ? null : { first, last };
  }

  async count(deviceNum?: number): Promise<number> {
    let query = this.database.db.selectFrom('reading_days').select(sql<number>`coalesce(sum(count), 0)`.as('n'));
    if (deviceNum !== undefined) query = query.where('device_num', '=', deviceNum);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }
}

/** Keeps rows with from ≤ ts ≤ to (the first and last day may stick out). */
function trim(columns: ReadingColumns, from: number, to: number): ReadingColumns {
  const ts = columns.ts;
  let start = 0;
  while (start < ts.length && ts[start]! < from) start++;
  let end = ts.length;
  while (end > start && ts[end - 1]! > to) end--;
  if (start === 0 && end === ts.length) return columns;
  const out = emptyColumns(columns.depthCount, end - start);
  out.ts.set(ts.subarray(start, end));
  const target = seriesOf(out);
  seriesOf(columns).forEach((s, i) => target[i]!.set(s.subarray(start, end)));
  return out;
}
