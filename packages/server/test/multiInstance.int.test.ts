import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Db } from '../src/db/database';
import { Lease } from '../src/jobs/lease';
import { Scheduler } from '../src/jobs/scheduler';
import { startServer, type RunningServer } from '../src/server';
import { DEMO_PASSWORD, demoOrganisations, demoUsers } from '../src/seed/demoData';
import { createTestDatabase, ENGINES, type TestDatabase } from './helpers/testDatabase';

/** Ingestion posts sent through the global fetch (as the live demo sends them), with their answers. */
function recordIngestionPosts(): { posts: { port: string; status: number }[]; stop(): void } {
  const original = globalThis.fetch;
  const posts: { port: string; status: number }[] = [];
  globalThis.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/ingest/v1/readings') posts.push({ port: url.port, status: response.status });
    return response;
  };
  return { posts, stop: () => void (globalThis.fetch = original) };
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const portOf = (server: RunningServer) => new URL(server.url).port;

/**
 * The scale-out path: several instances on one database behave as one. Started together on an
 * empty database, one seeds the demo while the others wait for it; one runs the live demo under a
 * lease, and another takes it over when that instance stops.
 */
describe.each(ENGINES)('several instances on one database (%s)', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  let config: Config;
  /** The test's own connection, for counting and rewinding. */
  let direct: Db;
  let instances: RunningServer[] = [];

  const startTogether = async (count: number): Promise<RunningServer[]> => {
    const started = await Promise.allSettled(Array.from({ length: count }, () => startServer(config)));
    instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return instances;
  };
  /** Moves every device's last reading two hours back, so a starting live demo has readings to send. */
  const rewindDevices = () =>
    direct.db
      .updateTable('devices')
      .set({ last_reading_at: Math.floor(Date.now() / 1000) - 2 * 3600 })
      .where('last_reading_at', 'is not', null)
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-data-'));
    config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      port: 0,
      host: '127.0.0.1',
      databaseUrl: database.url,
      dataDir,
      webDist: path.join(dataDir, 'no-web-build'),
      logLevel: 'silent',
      // A day of history keeps the seed quick; a 1 s interval makes the live demo's lease checks quick.
      demo: { sites: true, historyDays: 1, live: true, intervalSeconds: 1, timeScale: 1 },
    };
    direct = openDatabase(database.url);
  });
  afterEach(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    instances = [];
  });
  afterAll(async () => {
    await direct?.close();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the demo once when two instances start together on an empty database, and both serve it', async () => {
    const [a, b] = await startTogether(2);
    expect([a!.seed?.seeded, b!.seed?.seeded].sort()).toEqual([false, true]);
    const count = async (table: 'users' | 'organisations' | 'demo_simulations') =>
      Number(
        (
          await direct.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('users')).toBe(demoUsers.length);
    expect(await count('organisations')).toBe(demoOrganisations.length);
    // The instance that waited found the whole demo, its sites included.
    expect(await count('demo_simulations')).toBeGreaterThan(0);
    for (const instance of [a!, b!]) {
      const signin = await fetch(`${instance.url}/user/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'dealer.user@demo.tilth.farm', password: DEMO_PASSWORD }),
      });
      expect(signin.status).toBe(200);
    }
    expect([a!.liveDemo?.running, b!.liveDemo?.running].sort()).toEqual([false, true]);
  });

  it('sends one set of live readings from one instance, and another takes the live demo over when it stops', async () => {
    await rewindDevices();
    const recorder = recordIngestionPosts();
    try {
      const [a, b] = await startTogether(2);
      const holder = a!.liveDemo?.running ? a! : b!;
      const other = holder === a ? b! : a!;
      expect(holder.liveDemo?.running).toBe(true);
      expect(other.liveDemo?.running).toBe(false);
      await waitFor('the catch-up posts', () => recorder.posts.length > 0);
      // Two lease renewals later, still one instance sends, and every post is accepted (a second live
      // demo would have replaced the station keys the first one sends with).
      const leaseUntil = async () =>
        (await direct.db.selectFrom('jobs').select('locked_until').where('name', '=', 'live-demo').executeTakeFirst())?.locked_until ??
        null;
      const renewals = new Set([await leaseUntil()]);
      await waitFor('two renewals of the live demo lease', async () => renewals.add(await leaseUntil()).size >= 3);
      expect(new Set(recorder.posts.map((post) => post.port))).toEqual(new Set([portOf(holder)]));
      expect(recorder.posts.filter((post) => post.status !== 200)).toEqual([]);
      expect(other.liveDemo?.running).toBe(false);

      await holder.close();
      instances = [other];
      const before = recorder.posts.length;
      await rewindDevices();
      await waitFor('the other instance to take the live demo over', () => other.liveDemo?.running === true);
      await waitFor('its catch-up posts', () => recorder.posts.length > before);
      expect(recorder.posts.slice(before)).toEqual(recorder.posts.slice(before).map(() => ({ port: portOf(other), status: 200 })));
    } finally {
      recorder.stop();
    }
  });

  it('hands a lease to one holder at a time, and to another once it lapses or is released', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const clock = () => new Date(now);
    const first = new Lease(direct.db, 'test-lease', 10_000, clock);
    const second = new Lease(direct.db, 'test-lease', 10_000, clock);
    expect(await first.acquire()).toBe(true);
    expect(await second.acquire()).toBe(false);
    now += 9_000;
    expect(await first.acquire()).toBe(true); // renewed until 19 s
    now += 9_000;
    expect(await second.acquire()).toBe(false);
    now += 2_000;
    expect(await second.acquire()).toBe(true); // lapsed: taken over
    expect(await first.acquire()).toBe(false);
    await second.release();
    expect(await first.acquire()).toBe(true);
  });

  it('runs a scheduled job on one of two instances, and again only once it is due', async () => {
    let now = Date.parse('2030-02-01T00:00:00Z');
    const clock = () => new Date(now);
    const runs: string[] = [];
    const job = (instance: string) => ({ name: 'test-job', everyMs: 60_000, run: async () => void runs.push(instance) });
    const log = { error: () => {} } as unknown as FastifyBaseLogger;
    const a = new Scheduler(direct.db, [job('a')], log, clock);
    const b = new Scheduler(direct.db, [job('b')], log, clock);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toHaveLength(1);
    now += 30_000;
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toHaveLength(1); // not due yet
    now += 31_000;
    await b.tick();
    await a.tick();
    expect(runs).toHaveLength(2);
    expect(runs[1]).toBe('b');
  });
});
