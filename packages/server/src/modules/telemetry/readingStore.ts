import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { decodeInto, emptyColumns, encodeReading, type ReadingColumns } from './readingCodec';
import type { ValidReading } from '@tilth/domain';

export interface StoredReading extends ValidReading {
  deviceNum: number;
}

/**
 * All reading SQL. Bulk paths go to the driver directly: on SQLite a prepared statement in one
 * transaction, on PostgreSQL one INSERT … SELECT unnest(…) per chunk. Both are idempotent on
 * (device, ts): a retried batch inserts nothing twice.
 */
export class ReadingStore {
  constructor(private readonly database: Db) {}

  /** Stores readings; answers how many were new (the rest were duplicates). Durable on return. */
  async insert(readings: StoredReading[], depthCounts: Map<number, number>, receivedAt: number): Promise<number> {
    if (readings.length === 0) return 0;
    const raw = this.database.raw;
    const rows = readings.map((r) => ({
      device: r.deviceNum,
      ts: r.ts,
      vals: encodeReading(r, depthCounts.get(r.deviceNum) ?? r.moisture.length),
      battery: r.battery,
      rssi: r.rssi,
      per: r.per,
      pressure: r.pressure,
    }));
    if (raw.engine === 'sqlite') {
      const statement = raw.sqlite.prepare(
        'INSERT INTO readings (device_num, ts, vals, battery, rssi, per, pressure, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      );
      const insertAll = raw.sqlite.transaction(() => {
        let inserted = 0;
        for (const row of rows) inserted += statement.run(row.device, row.ts, row.vals, row.battery, row.rssi, row.per, row.pressure, receivedAt).changes;
        return inserted;
      });
      return insertAll();
    }
    let inserted = 0;
    const CHUNK = 5000;
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      const result = await raw.pool.query(
        `INSERT INTO readings (device_num, ts, vals, battery, rssi, per, pressure, received_at)
         SELECT d, t, v, b, r, p, q, $8 FROM unnest($1::int[], $2::bigint[], $3::bytea[], $4::float8[], $5::float8[], $6::float8[], $7::float8[]) AS u(d, t, v, b, r, p, q)
         ON CONFLICT DO NOTHING`,
        [
          chunk.map((r) => r.device),
          chunk.map((r) => r.ts),
          chunk.map((r) => r.vals),
          chunk.map((r) => r.battery),
          chunk.map((r) => r.rssi),
          chunk.map((r) => r.per),
          chunk.map((r) => r.pressure),
          receivedAt,
        ],
      );
      inserted += result.rowCount ?? 0;
    }
    return inserted;
  }

  /** Every reading of a device in [from, to] (epoch seconds), oldest first, as columns. */
  async readRange(deviceNum: number, depthCount: number, from: number, to: number): Promise<ReadingColumns> {
    const raw = this.database.raw;
    type Row = { ts: number | string; vals: Uint8Array; battery: number | null; rssi: number | null; per: number | null; pressure: number | null };
    let rows: Row[];
    if (raw.engine === 'sqlite') {
      rows = raw.sqlite
        .prepare('SELECT ts, vals, battery, rssi, per, pressure FROM readings WHERE device_num = ? AND ts BETWEEN ? AND ? ORDER BY ts')
        .all(deviceNum, from, to) as Row[];
    } else {
      rows = (
        await raw.pool.query<Row>('SELECT ts, vals, battery, rssi, per, pressure FROM readings WHERE device_num = $1 AND ts BETWEEN $2 AND $3 ORDER BY ts', [
          deviceNum,
          from,
          to,
        ])
      ).rows;
    }
    const columns = emptyColumns(depthCount, rows.length);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      columns.ts[i] = Number(row.ts);
      decodeInto(columns, i, row.vals);
      columns.battery[i] = row.battery ?? NaN;
      columns.rssi[i] = row.rssi ?? NaN;
      columns.per[i] = row.per ?? NaN;
      columns.pressure[i] = row.pressure ?? NaN;
    }
    return columns;
  }

  async count(deviceNum?: number): Promise<number> {
    let query = this.database.db.selectFrom('readings').select(sql<number>`count(*)`.as('n'));
    if (deviceNum !== undefined) query = query.where('device_num', '=', deviceNum);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }
}
