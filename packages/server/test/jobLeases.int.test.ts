import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, migrateToLatest, type Db } from '../src/db/database';
import { JOB_LEASE_MS, Scheduler } from '../src/jobs/scheduler';
import { createTestDatabase, ENGINES, type TestDatabase } from './helpers/testDatabase';

const quiet = () => {
  const lines: string[] = [];
  const log = { error: (...args: unknown[]) => lines.push(String(args.at(-1))), warn: (line: string) => lines.push(line) };
  return { lines, log: log as unknown as FastifyBaseLogger };
};

/**
 * Issue 31: scheduled jobs under leases — a job whose instance dies is taken over once its lease
 * lapses (JOB_LEASE_MS, 60 s), a job that runs long keeps its lease while its instance lives, and a
 * database that goes away pauses the scheduler instead of stopping the process.
 */
describe.each(ENGINES)('job leases (%s)', (engine) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = openDatabase(database.url, { log: () => {} });
    await migrateToLatest(db.db);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it("takes a dead instance's job over once its lease lapses, and runs it again in full", async () => {
    let now = Date.parse('2031-01-01T00:00:00Z');
    const clock = () => new Date(now);
    const runs: string[] = [];
    // Instance a dies mid-run: its run never finishes and nothing renews or releases its lease.
    const dying = new Scheduler(
      db.db,
      [{ name: 'takeover-job', everyMs: 60_000, run: () => new Promise<void>(() => runs.push('a')) }],
      quiet().log,
      clock,
    );
    const b = new Scheduler(db.db, [{ name: 'takeover-job', everyMs: 60_000, run: async () => void runs.push('b') }], quiet().log, clock);
    void dying.tick();
    await expect.poll(() => runs).toEqual(['a']);
    now += JOB_LEASE_MS - 1000;
    await b.tick();
    expect(runs).toEqual(['a']);
    now += 2000;
    await b.tick();
    expect(runs).toEqual(['a', 'b']);
  });

  it('renews the lease of a job that runs longer than it, so no other instance starts it meanwhile', async () => {
    const runs: string[] = [];
    let finish: () => void = () => {};
    const slow = new Scheduler(
      db.db,
      [
        {
          name: 'slow-job',
          everyMs: 60_000,
          leaseMs: 300,
          run: () => new Promise<void>((resolve) => (runs.push('a'), (finish = resolve))),
        },
      ],
      quiet().log,
    );
    const other = new Scheduler(
      db.db,
      [{ name: 'slow-job', everyMs: 60_000, leaseMs: 300, run: async () => void runs.push('b') }],
      quiet().log,
    );
    const running = slow.tick();
    await expect.poll(() => runs).toEqual(['a']);
    for (let i = 0; i < 8; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await other.tick();
    }
    expect(runs).toEqual(['a']);
    finish();
    await running;
  });
});

describe('the scheduler while PostgreSQL is gone', () => {
  it('pauses without rejecting, says so once, and never runs a job', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const gone = openDatabase(`postgres://tilth@127.0.0.1:${port}/postgres`, { log: () => {} });
    const { lines, log } = quiet();
    let ran = false;
    const scheduler = new Scheduler(gone.db, [{ name: 'never', everyMs: 1000, run: async () => void (ran = true) }], log);
    try {
      for (let i = 0; i < 5; i++) await scheduler.tick();
      expect(scheduler.isPaused).toBe(true);
      expect(ran).toBe(false);
      expect(lines).toEqual([expect.stringMatching(/^Scheduled jobs paused: .*ECONNREFUSED.*They resume when the database answers\.$/)]);
    } finally {
      await gone.close();
    }
  });
});
