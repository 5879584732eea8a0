import net from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../src/db/database';
import { databaseFault, DatabaseUnavailableError } from '../src/db/faults';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL connection ending under the pool (a restart, a terminated backend, the database
 * dropped at shutdown) must not stop the process: the query on it fails (a read is tried once more on
 * a fresh connection), the pool drops the connection and opens another one.
 */
describe('postgres: the connection pool', () => {
  let database: TestDatabase;
  let db: Db;
  let admin: pg.Client;

  /** Terminates the backend running `pattern` as soon as it shows up in pg_stat_activity. */
  const terminateWhenRunning = async (pattern: string) => {
    await vi.waitFor(
      async () => {
        const { rows } = await admin.query<{ pid: number }>(
          "select pid from pg_stat_activity where query like $1 and state = 'active' and pid <> pg_backend_pid()",
          [`%${pattern}%`],
        );
        expect(rows.length).toBeGreaterThan(0);
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      },
      { timeout: 5000, interval: 20 },
    );
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    db = openDatabase(database.url, { log: () => {} });
    admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await db?.close();
    await database?.drop();
  });

  it('survives an idle connection terminated by the server and answers again', async () => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.db);
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    // An unheard 'error' event would fail this run; the next read gets a working connection.
    const again = await sql<{ one: number }>`select 1 as one`.execute(db.db);
    expect(again.rows[0]!.one).toBe(1);
  });

  it('fails a query whose checked-out connection is terminated, without stopping the process, and serves the next', async () => {
    if (db.raw.engine !== 'postgres') throw new Error('postgres expected');
    const client = await db.raw.pool.connect();
    try {
      // The outcome's handler is attached before the kill: a rejection that arrives while the kill is
      // still being confirmed would otherwise be reported as unhandled.
      const outcome = client.query("select pg_sleep(5), 'checked-out-victim'").then(
        () => null,
        (e: unknown) => e,
      );
      await terminateWhenRunning('checked-out-victim');
      const error = await outcome;
      expect(databaseFault(error)).toMatchObject({ status: 503, errorName: 'DatabaseUnavailable' });
    } finally {
      client.release();
    }
    expect((await db.raw.pool.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
  });

  it('runs a read once more on a fresh connection when its connection is lost mid-query', async () => {
    const reading = sql<{ one: number }>`select 1 as one, 'retried-read' as tag from pg_sleep(1)`
      .execute(db.db)
      .then((result) => result.rows[0]!.one);
    reading.catch(() => {}); // awaited below; handled now so a failure is not reported before that
    await terminateWhenRunning('retried-read');
    expect(await reading).toBe(1);
  });

  it('does not run a write twice: the write whose connection is lost fails with a 503 fault', async () => {
    await sql`create table if not exists pool_writes (n int)`.execute(db.db);
    const outcome = sql`insert into pool_writes (n) select 1 from pg_sleep(1) where 'lost-write' is not null`.execute(db.db).then(
      () => null,
      (e: unknown) => e,
    );
    await terminateWhenRunning('lost-write');
    const error = await outcome;
    expect(databaseFault(error)?.status).toBe(503);
    const { rows } = await sql<{ n: number }>`select count(*) as n from pool_writes`.execute(db.db);
    expect(rows[0]!.n).toBe(0);
  });

  it('answers at once while the server is known to be out of reach, and says since when', async () => {
    const lines: string[] = [];
    const gone = openDatabase(`postgres://tilth@127.0.0.1:${await closedPort()}/postgres`, { log: (line) => lines.push(line) });
    try {
      const first = await sql`select 1`.execute(gone.db).then(
        () => null,
        (e: unknown) => e,
      );
      expect(databaseFault(first)?.errorName).toBe('DatabaseUnavailable');
      await vi.waitFor(() => expect(gone.outage()).not.toBeNull());
      const started = Date.now();
      await expect(sql`select 1`.execute(gone.db)).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect(Date.now() - started).toBeLessThan(100);
      expect(lines).toEqual([expect.stringMatching(/^PostgreSQL can't be reached \(127\.0\.0\.1:\d+: .*ECONNREFUSED/)]);
    } finally {
      await gone.close();
    }
  });

  it('with several hosts, uses the first one that answers (target_session_attrs=read-write)', async () => {
    const url = new URL(database.url);
    const lines: string[] = [];
    const multi = openDatabase(
      `postgres://${url.username}@127.0.0.1:${await closedPort()},${url.host}${url.pathname}?target_session_attrs=read-write`,
      { log: (line) => lines.push(line) },
    );
    try {
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(multi.db);
      expect(rows[0]!.one).toBe(1);
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^PostgreSQL: now using ${url.host.replace(/\./g, '\\.')}`))]);
    } finally {
      await multi.close();
    }
  });
});
