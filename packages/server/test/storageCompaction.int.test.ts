import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateReading } from '@tilth/domain';
import { simulateSite, type SiteSimConfig } from '@tilth/simulator';
import { chunkFormat } from '../src/modules/telemetry/chunkCodec';
import { seriesOf } from '../src/modules/telemetry/dayChunk';
import { ReadingStore, type StoredReading } from '../src/modules/telemetry/readingStore';
import { StorageCompaction } from '../src/modules/telemetry/storageCompaction';
import { storageCompactionJob } from '../src/modules/telemetry/storageJobs';
import { createTestSite } from './helpers/sites';
import { testServerEnv } from './helpers/serverProcess';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const DAY = 86_400;
const STEP = 900;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as never;

/**
 * Issue 33: v1 day chunks written as the old server wrote them, then compacted to v2 — the API
 * answers the same bytes before, half-way (v1 and v2 days side by side) and after; ingestion merges
 * into compacted days; a compaction killed mid-way resumes where it stopped.
 */
describe.each(ENGINES)('storage compaction on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let token: string;
  const now = Math.floor(Date.now() / 1000 / STEP) * STEP;
  const from = Math.floor(now / DAY) * DAY - 20 * DAY;
  const days = () =>
    t.server.database.db
      .selectFrom('reading_days')
      .select(['device_num', 'day', 'data', 'format', 'count'])
      .orderBy('device_num')
      .orderBy('day')
      .execute();
  let urls: string[] = [];
  let before = new Map<string, string>();

  const answers = async () => {
    const out = new Map<string, string>();
    for (const url of urls) {
      const response = await fetch(`${t.url}${url}`, { headers: { authorization: token } });
      out.set(url, `${response.status} ${await response.text()}`);
    }
    return out;
  };

  /** Simulated readings of the site's probe and local sensor, written as v1 chunks. */
  async function writeV1History(): Promise<void> {
    const config: SiteSimConfig = {
      seed: `storage-${engine}`,
      latitude: 34.2,
      longitude: -101.7,
      soil: 'loam',
      crop: 'corn',
      plantingDate: new Date((now - 60 * DAY) * 1000).toISOString().slice(0, 10),
      irrigation: 'centerPivot',
      depthsIn: [4, 8, 16, 24, 32, 40],
      localSensor: true,
      outages: true,
    };
    const { probe, local } = simulateSite(config, from, now - STEP, STEP);
    const readings: StoredReading[] = [];
    for (const [raws, device, depths] of [
      [probe, site.probe, 6],
      [local, site.local!, 1],
    ] as const) {
      for (const raw of raws) {
        const check = validateReading(raw, depths, now);
        if (check.ok) readings.push({ ...check.reading, deviceNum: device.num });
      }
      const own = readings.filter((r) => r.deviceNum === device.num);
      await t.server.database.db
        .updateTable('devices')
        .set({ first_reading_at: own[0]!.ts, last_reading_at: own.at(-1)!.ts })
        .where('num', '=', device.num)
        .execute();
    }
    const store = new ReadingStore(t.server.database, { format: 1 });
    await store.insert(
      readings,
      new Map([
        [site.probe.num, 6],
        [site.local!.num, 1],
      ]),
      now,
    );
  }

  beforeAll(async () => {
    t = await startTestServer(engine);
    site = await createTestSite(t, { plantingDate: new Date((now - 60 * DAY) * 1000).toISOString().slice(0, 10) });
    token = (await t.signin('admin')).token;
    const farmId = (await t.server.database.db.selectFrom('sites').select('farm_id').where('id', '=', site.id).executeTakeFirstOrThrow())
      .farm_id;
    await writeV1History();
    const range = `fromDate=${new Date(from * 1000).toISOString()}&toDate=${new Date(now * 1000).toISOString()}`;
    const candidates = [
      `/stem/graph-data/${site.siteId}/${site.probe.deviceId}/?${range}`,
      `/stem/graph-data/${site.siteId}/${site.local!.deviceId}/?${range}`,
      `/sites/${site.id}/series?${range}`,
      `/site/${site.id}/header`,
      `/site/${site.id}/thresholds`,
      `/stem/root-activity/${site.id}`,
      `/stem/ra/${site.id}`,
      `/stem/wp-s3-data/${site.id}`,
      `/stem/gdd-envelope/${site.id}`,
      `/sites/${site.id}/recommendation`,
      `/farm/${farmId}/sites?limit=200`,
    ];
    urls = candidates;
    const first = await answers();
    urls = candidates.filter((url) => first.get(url)!.startsWith('200 '));
    before = await answers();
  });
  afterAll(async () => t?.close());

  it('starts from v1 days only, and the API answers from them', async () => {
    const rows = await days();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.every((r) => r.format === 1 && chunkFormat(r.data) === 1)).toBe(true);
    // The documented call, the web app's series and the cards at least; each answered twice the same.
    expect(urls.length).toBeGreaterThanOrEqual(6);
    expect(await answers()).toEqual(before);
  });

  it('answers byte for byte the same with v1 and v2 days side by side, and after all are v2', async () => {
    const compaction = new StorageCompaction(t.server.database);
    const half = await compaction.compactBatch(25);
    expect(half.rewritten).toBe(25);
    expect(half.bytesAfter).toBeLessThan(half.bytesBefore / 3);
    const mixed = await days();
    expect(new Set(mixed.map((r) => r.format))).toEqual(new Set([1, 2]));
    expect(await answers()).toEqual(before);

    const rest = await compaction.run({ batch: 7 });
    expect(rest.done).toBe(true);
    const after = await days();
    expect(after.every((r) => r.format === 2 && chunkFormat(r.data) === 2)).toBe(true);
    expect(await compaction.progress()).toEqual({ v1Days: 0, days: after.length });
    expect(await answers()).toEqual(before);
    // Nothing left: another run rewrites nothing.
    expect((await compaction.run()).rewritten).toBe(0);
  });

  it('merges ingestion into a compacted day', async () => {
    const store = new ReadingStore(t.server.database);
    // The newest day with readings: just after midnight UTC, today may have none yet (failed at 00:35 UTC).
    const recent = await store.readRange(site.probe.num, 6, now - 2 * DAY, now);
    const dayStart = Math.floor(recent.ts[recent.ts.length - 1]! / DAY) * DAY;
    const stored = await store.readRange(site.probe.num, 6, dayStart, now);
    const last = stored.ts[stored.ts.length - 1]!;
    const fresh = [0, 1, 2].map((k) => ({
      timestamp: last + (k + 1) * 60,
      moisture: [31.25, 32.5, 33, 34, 35, 36],
      temperature: [20.5, 20, 19.5, 19, 18.5, 18],
      salinity: [0.512, 0.5, 0.5, 0.5, 0.5, 0.5],
      conductivity: [1.234, 1.2, 1.2, 1.2, 1.2, 1.2],
      battery: 2.913,
      rssi: -87,
      per: 0.012,
    }));
    const duplicate = { ...fresh[0]!, timestamp: stored.ts[0]!, moisture: [99, 99, 99, 99, 99, 99] };
    const answer = await t.request('POST', '/ingest/v1/readings', {
      body: { devices: [{ deviceId: site.probe.deviceId, readings: [...fresh, duplicate] }] },
      headers: { authorization: `Bearer ${site.key}` },
    });
    expect(answer.body.data).toMatchObject({ received: 4, stored: 3, duplicates: 1 });
    const merged = await store.readRange(site.probe.num, 6, dayStart, now + DAY);
    expect(merged.ts.length).toBe(stored.ts.length + 3);
    // The readings already stored are unchanged, bit for bit; the new ones follow.
    const bits = (a: Float32Array) => Array.from(new Uint32Array(new Float32Array(a).buffer));
    seriesOf(stored).forEach((s, k) => expect(bits(seriesOf(merged)[k]!.subarray(0, stored.ts.length))).toEqual(bits(s)));
    expect(Array.from(merged.ts.subarray(stored.ts.length))).toEqual(fresh.map((r) => r.timestamp));
    expect(Array.from(merged.channels.moisture[0]!.subarray(stored.ts.length))).toEqual([31.25, 31.25, 31.25]);
    expect(merged.channels.salinity[0]![stored.ts.length]).toBe(Math.fround(0.512));
    const row = (await days()).find((r) => r.device_num === site.probe.num && r.day === Math.floor(last / DAY))!;
    expect([row.format, chunkFormat(row.data), row.count]).toEqual([2, 2, merged.ts.length]);
  });

  it('resumes a compaction killed mid-way, and the job finishes it', async () => {
    // Back to v1 (as an old server would have left them), then a slow compaction killed part-way.
    const rows = await days();
    const v1 = new ReadingStore(t.server.database, { format: 1 });
    for (const device of [site.probe, site.local!]) {
      const depths = device === site.probe ? 6 : 1;
      const columns = await v1.readRange(device.num, depths, 0, now + 2 * DAY);
      await v1.deleteRange(device.num, depths, 0, now + 2 * DAY);
      const readings: StoredReading[] = Array.from(columns.ts, (ts, i) => ({
        deviceNum: device.num,
        ts,
        moisture: columns.channels.moisture.map((c) => (Number.isNaN(c[i]!) ? null : c[i]!)),
        temperature: columns.channels.temperature.map((c) => (Number.isNaN(c[i]!) ? null : c[i]!)),
        salinity: columns.channels.salinity.map((c) => (Number.isNaN(c[i]!) ? null : c[i]!)),
        conductivity: columns.channels.conductivity.map((c) => (Number.isNaN(c[i]!) ? null : c[i]!)),
        battery: Number.isNaN(columns.battery[i]!) ? null : columns.battery[i]!,
        rssi: Number.isNaN(columns.rssi[i]!) ? null : columns.rssi[i]!,
        per: Number.isNaN(columns.per[i]!) ? null : columns.per[i]!,
        pressure: Number.isNaN(columns.pressure[i]!) ? null : columns.pressure[i]!,
      }));
      await v1.insert(readings, new Map([[device.num, depths]]), now);
    }
    const reset = await days();
    expect(reset.length).toBe(rows.length);
    expect(reset.every((r) => r.format === 1)).toBe(true);
    const expected = await answers();

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/modules/telemetry/storageCli.ts', '--batch', '2', '--pause-ms', '150'],
      {
        cwd: repoRoot,
        env: testServerEnv({ DATABASE_URL: await databaseUrlOf(t), NODE_ENV: 'test' }),
        stdio: 'ignore',
      },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const compaction = new StorageCompaction(t.server.database);
    for (let i = 0; i < 400 && (await compaction.progress()).v1Days > reset.length - 6; i++) await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGKILL');
    await exited;
    const killed = await compaction.progress();
    expect(killed.v1Days).toBeLessThan(reset.length);
    expect(killed.v1Days).toBeGreaterThan(0);
    expect(await answers()).toEqual(expected);

    await storageCompactionJob(t.server.database, silentLog).run(new Date());
    expect(await compaction.progress()).toEqual({ v1Days: 0, days: reset.length });
    expect(await answers()).toEqual(expected);
  }, 60_000);
});

/** The URL of the test server's database, for a second process on it. */
async function databaseUrlOf(t: TestServer): Promise<string> {
  const raw = t.server.database.raw;
  if (raw.engine === 'sqlite') return `sqlite:${raw.sqlite.name}`;
  const name = (await raw.pool.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!.name;
  const url = new URL(process.env.TEST_POSTGRES_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}
