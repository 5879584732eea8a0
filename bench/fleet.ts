/**
 * Fleet health benchmark (issue 30). Run: `npm run bench:fleet` (both engines).
 * 10,000 devices (5,000 active sites with a probe and a local sensor, 500 farms under 20
 * businesses of one dealer), each with its stored health (device_health): 2 % silent, 1 % with an
 * open fault, 3 % low on battery, the rest reporting; seen by the dealer's admin. Measures
 * GET /fleet/devices through the real HTTP stack on a listening server: first byte and whole
 * answer of the first page (50 devices, worst first, with the summary counts and the filter
 * choices), the same filtered to faults, and ordered by battery; median of 21 runs after 3
 * warm-up calls. Then the health job's check of 200 devices with a week of 15-minute readings
 * each (decode, detectors, daily rows, faults), per device. Target: first page ≤ 150 ms on both engines.
 */
import { performance } from 'node:perf_hooks';
import { addDays, HARDWARE_TYPES, type ValidReading } from '@tilth/domain';
import type { Insertable, Kysely } from 'kysely';
import { buildApp } from '@tilth/server/app';
import { loadConfig } from '@tilth/server/config';
import { migrateToLatest, openDatabase, type Db } from '@tilth/server/db/database';
import type { Database } from '@tilth/server/db/schema';
import { SessionRepository } from '@tilth/server/modules/auth/sessionRepository';
import { newDeviceId } from '@tilth/server/modules/sites/siteProvisioner';
import { ReadingStore } from '@tilth/server/modules/telemetry/readingStore';
import { newObjectId } from '@tilth/server/lib/ids';
import { createTestDatabase, type TestEngine } from '@tilth/server/test/helpers/testDatabase';
import { chunks, median } from './benchRows';
import { dealerTree } from './dealerTree';

const FARMS = Number(process.env.BENCH_FARMS ?? 500);
const SITES_PER_FARM = Number(process.env.BENCH_SITES_PER_FARM ?? 10);
const BUSINESSES = 20;
const RUNS = 21;
const JOB_DEVICES = Number(process.env.BENCH_JOB_DEVICES ?? 200);
const TARGET_MS = 150;
const DEPTHS = [4, 8, 16, 24, 32, 40];

async function populate(db: Kysely<Database>) {
  const now = new Date().toISOString();
  const today = now.slice(0, 10);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const { userId, farms } = await dealerTree(db, { businesses: BUSINESSES, farms: FARMS }, now);

  const sites = [];
  const stations = [];
  const devices: Insertable<Database['devices']>[] = [];
  let siteNumber = 40000;
  for (const farm of farms) {
    for (let s = 0; s < SITES_PER_FARM; s++) {
      const id = newObjectId();
      sites.push({
        id,
        site_id: String(siteNumber++),
        farm_id: farm.id,
        name: `Site ${s}`,
        status: 'ACTIVE',
        latitude: farm.latitude + s / 1000,
        longitude: farm.longitude,
        plan: 'Gold',
        crop: 'Corn',
        planting_date: addDays(today, -60),
        soil_type: 'Loam',
        irrigation_type: 'Center Pivot',
        install_by_date: null,
        hardware_type: HARDWARE_TYPES[0]!.value,
        settings: '{}',
        extracted: 0,
        crop_template_id: null,
        health_level: 'FAIR',
        health_level_day: today,
        created_at: now,
        updated_at: now,
      });
      const station = newObjectId();
      stations.push({
        id: station,
        device_id: newDeviceId(),
        site_id: id,
        key_hash: null,
        key_prefix: null,
        key_created_at: null,
        last_seen_at: null,
        created_at: now,
      });
      for (const kind of ['probe', 'local'] as const) {
        const n = devices.length;
        const silent = n % 50 === 7;
        devices.push({
          id: newObjectId(),
          device_id: newDeviceId(),
          kind,
          base_station_id: station,
          site_id: id,
          hardware_type: HARDWARE_TYPES[0]!.value,
          depths: kind === 'probe' ? JSON.stringify(DEPTHS) : '[6]',
          first_reading_at: nowSeconds - 200 * 86_400,
          last_reading_at: silent ? nowSeconds - (2 + (n % 5)) * 86_400 : nowSeconds - 600,
          created_at: now,
        });
      }
    }
  }
  for (const part of chunks(sites, 500)) await db.insertInto('sites').values(part).execute();
  for (const part of chunks(stations, 500)) await db.insertInto('base_stations').values(part).execute();
  for (const part of chunks(devices, 500)) await db.insertInto('devices').values(part).execute();

  const rows = await db.selectFrom('devices').select(['num', 'site_id', 'kind']).orderBy('num').execute();
  const health = rows.map((d, i) => {
    const fault = i % 100 === 3 && d.kind === 'probe';
    const low = i % 33 === 5;
    return {
      device_num: Number(d.num),
      interval_seconds: 900,
      completeness_24h: 80 + (i % 21),
      completeness_7d: 85 + (i % 16),
      completeness_30d: 88 + (i % 13),
      battery_percent: low ? 15 + (i % 10) : 40 + (i % 60),
      battery_per_day: -0.1 - (i % 10) / 10,
      battery_days_to_low: low ? 3 : 200,
      battery_low: low ? 1 : 0,
      rssi_dbm: -70 - (i % 50),
      signal_bars: 3,
      rssi_median_7d: -72 - (i % 50),
      per_percent: 1,
      open_faults: fault ? 1 : 0,
      fault_titles: fault ? JSON.stringify([{ kind: 'flatline', channel: 'moisture', depthIn: 16, title: 'Flatline at 16 in' }]) : '[]',
      dirty: 0,
      checked_at: now,
      reported_at: now,
    };
  });
  for (const part of chunks(health, 500)) await db.insertInto('device_health').values(part).execute();
  const faults = rows
    .filter((d, i) => i % 100 === 3 && d.kind === 'probe')
    .map((d) => ({
      id: newObjectId(),
      device_num: Number(d.num),
      site_id: d.site_id!,
      kind: 'flatline' as const,
      channel: 'moisture' as const,
      depth_index: 2,
      depth_in: 16,
      opened_at: now,
      last_seen_at: now,
      cleared_at: null,
      evidence: JSON.stringify({ from: nowSeconds - 86_400 * 2, to: nowSeconds, summary: 'Stuck.', points: [] }),
    }));
  for (const part of chunks(faults, 500)) await db.insertInto('device_faults').values(part).execute();
  return { userId, devices: rows.length, probes: rows.filter((d) => d.kind === 'probe').map((d) => Number(d.num)) };
}

/** A week of 15-minute readings for each of these probes (a drying profile, battery and signal). */
async function addReadings(database: Db, probes: number[]) {
  const store = new ReadingStore(database);
  const end = Math.floor(Date.now() / 1000 / 900) * 900;
  for (const num of probes) {
    const readings: (ValidReading & { deviceNum: number })[] = [];
    for (let t = end - 7 * 86_400; t <= end; t += 900) {
      readings.push({
        deviceNum: num,
        ts: t,
        moisture: DEPTHS.map((_, d) => 30 - d - ((end - t) / 86_400) * -0.5 + Math.sin(t / 5000 + d) * 0.3),
        temperature: DEPTHS.map((_, d) => 20 - d),
        salinity: DEPTHS.map(() => null),
        conductivity: DEPTHS.map(() => null),
        battery: 2.7,
        rssi: -90,
        per: 0.01,
        pressure: null,
      });
    }
    await store.insert(readings, new Map([[num, DEPTHS.length]]), end);
  }
}

async function run(engine: TestEngine) {
  const database = await createTestDatabase(engine);
  const db = openDatabase(database.url);
  try {
    await migrateToLatest(db.db);
    const { userId, devices, probes } = await populate(db.db);
    if (engine === 'postgres') await db.db.executeQuery({ sql: 'ANALYZE', parameters: [], query: { kind: 'RawNode' } } as never);
    const token = `r:${'f'.repeat(32)}`;
    await new SessionRepository(db.db).create(token, userId, new Date().toISOString(), new Date(Date.now() + 86_400_000).toISOString());
    const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: database.url, logLevel: 'silent', webDist: '/nonexistent' };
    const { app, services } = await buildApp(config, db);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const once = async (query: string) => {
      const start = performance.now();
      const response = await fetch(`${address}/fleet/devices${query}`, {
        headers: { authorization: token, 'accept-encoding': 'identity' },
      });
      const firstByte = performance.now() - start;
      const body = await response.text();
      const whole = performance.now() - start;
      if (response.status !== 200) throw new Error(`fleet: ${response.status} ${body.slice(0, 200)}`);
      const data = (JSON.parse(body) as { data: { total: number; devices: { status: string }[] } }).data;
      return { firstByte, whole, total: data.total, first: data.devices[0]?.status, bytes: body.length };
    };
    const measure = async (query: string) => {
      const cold = await once(query);
      for (let i = 0; i < 2; i++) await once(query);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await once(query));
      return {
        cold,
        firstByteMs: Number(median(runs.map((r) => r.firstByte)).toFixed(1)),
        wholeMs: Number(median(runs.map((r) => r.whole)).toFixed(1)),
      };
    };
    const worst = await measure('');
    if (worst.cold.total !== devices) throw new Error(`expected ${devices} devices, got ${worst.cold.total}`);
    if (worst.cold.first !== 'silent') throw new Error(`worst first should start with a silent device, got ${worst.cold.first}`);
    const faults = await measure('?fault=any');
    const battery = await measure('?sort=battery');

    // The health job: a week of readings for some probes, checked as the freshness job does.
    const checked = probes.slice(0, JOB_DEVICES);
    await addReadings(db, checked);
    const jobStart = performance.now();
    await services.fleet.health.checkNow(checked, new Date());
    const jobMs = performance.now() - jobStart;
    await app.close();
    return {
      engine,
      devices,
      firstPageFirstByteMs: worst.firstByteMs,
      firstPageWholeMs: worst.wholeMs,
      coldFirstPageMs: Number(worst.cold.firstByte.toFixed(1)),
      faultsFilterMs: faults.firstByteMs,
      batterySortMs: battery.firstByteMs,
      answerKb: Math.round(worst.cold.bytes / 1024),
      jobMsPerDevice: Number((jobMs / checked.length).toFixed(2)),
      targetMs: TARGET_MS,
      underTarget: worst.firstByteMs <= TARGET_MS,
    };
  } finally {
    await db.close();
    await database.drop();
  }
}

loadConfig();
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as TestEngine[];
for (const engine of engines) console.log(JSON.stringify(await run(engine)));
