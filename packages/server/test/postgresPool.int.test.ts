import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../src/db/database';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

/**
 * A PostgreSQL connection ending under the pool (a restart, a terminated backend, the database
 * dropped at shutdown) must not stop the process: the pool reports it and opens another one.
 */
describe('postgres: the connection pool', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    db = openDatabase(database.url);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('survives an idle connection terminated by the server and answers again', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.db);
      const pid = rows[0]!.pid;
      const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // The idle client's end reaches the pool's listener (an unheard 'error' event would fail this run).
      await vi.waitFor(() => expect(stderr.mock.calls.some(([text]) => String(text).includes('PostgreSQL connection ended'))).toBe(true));
      const again = await sql<{ one: number }>`select 1 as one`.execute(db.db);
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      stderr.mockRestore();
    }
  });
});
