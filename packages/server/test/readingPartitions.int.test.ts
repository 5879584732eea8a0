import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReadingPartitions, monthOf, monthPartitions, readingDaysPartitioned } from '../src/db/readingPartitions';
import { ReadingStore } from '../src/modules/telemetry/readingStore';
import { readingPartitionsJob } from '../src/modules/telemetry/storageJobs';
import { createTestSite, readingsFrom } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const DAY = 86_400;
const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as never;

describe('month of a day', () => {
  it('names the month and bounds it in UTC day numbers, across years', () => {
    const jan31 = Date.UTC(2026, 0, 31) / 86_400_000;
    expect(monthOf(jan31)).toEqual({
      name: 'reading_days_2026_01',
      from: Date.UTC(2026, 0, 1) / 86_400_000,
      to: Date.UTC(2026, 1, 1) / 86_400_000,
    });
    expect(monthOf(jan31, 11).name).toBe('reading_days_2026_12');
    expect(monthOf(jan31, 12).name).toBe('reading_days_2027_01');
    expect(monthOf(Date.UTC(2000, 1, 29) / 86_400_000).to).toBe(Date.UTC(2000, 2, 1) / 86_400_000);
  });
});

describe.each(ENGINES)('reading_days partitions on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  beforeAll(async () => {
    t = await startTestServer(engine);
    site = await createTestSite(t);
  });
  afterAll(async () => t?.close());

  it('is partitioned by month on PostgreSQL, with this month and three ahead; one table on SQLite', async () => {
    const db = t.server.database.db;
    expect(await readingDaysPartitioned(db)).toBe(engine === 'postgres');
    if (engine === 'sqlite') {
      expect(await ensureReadingPartitions(db, new Date())).toEqual({ created: [], split: [] });
      return;
    }
    const today = Math.floor(Date.now() / 1000 / DAY);
    const names = await monthPartitions(db);
    for (let k = 0; k <= 3; k++) expect(names.has(monthOf(today, k).name)).toBe(true);
    // A year later the job adds the months then due, once.
    const later = new Date(Date.now() + 365 * DAY * 1000);
    const first = await ensureReadingPartitions(db, later);
    expect(first.created).toEqual([0, 1, 2, 3].map((k) => monthOf(today + 365, k).name).filter((n) => !names.has(n)));
    expect((await ensureReadingPartitions(db, later)).created).toEqual([]);
  });

  it('keeps a backfill of an old month readable, then moves it out of the default partition into its own', async () => {
    const store = new ReadingStore(t.server.database);
    const old = Date.UTC(2003, 4, 10) / 1000;
    const body = { devices: [{ deviceId: site.probe.deviceId, readings: readingsFrom(old, 200) }] };
    const answer = await t.request('POST', '/ingest/v1/readings', { body, headers: { authorization: `Bearer ${site.key}` } });
    expect(answer.body.data.stored).toBe(200);
    const before = await store.readRange(site.probe.num, 6, old, old + 3 * DAY);
    expect(before.ts.length).toBe(200);
    await readingPartitionsJob(t.server.database, silentLog).run(new Date());
    const after = await store.readRange(site.probe.num, 6, old, old + 3 * DAY);
    expect(Array.from(after.ts)).toEqual(Array.from(before.ts));
    expect(Array.from(after.channels.moisture[2]!)).toEqual(Array.from(before.channels.moisture[2]!));
    if (engine === 'postgres') {
      const db = t.server.database.db;
      expect((await monthPartitions(db)).has('reading_days_2003_05')).toBe(true);
      const inDefault = await sql<{ n: number }>`SELECT count(*)::int AS n FROM reading_days_default`.execute(db);
      expect(inDefault.rows[0]!.n).toBe(0);
      // The month can be detached (archived) and the rest reads on without it.
      await sql`ALTER TABLE reading_days DETACH PARTITION reading_days_2003_05`.execute(db);
      expect((await store.readRange(site.probe.num, 6, old, old + 3 * DAY)).ts.length).toBe(0);
      const archived = await sql<{ n: number }>`SELECT count(*)::int AS n FROM reading_days_2003_05`.execute(db);
      expect(archived.rows[0]!.n).toBe(3);
    }
  });
});
