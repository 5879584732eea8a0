/**
 * Irrigation planner benchmark (issue 29). Run: `npm run bench:planner` (both engines).
 * 1,000 active sites on 100 farms under 10 businesses of one dealer, each with a probe that reported
 * ten minutes ago, an irrigation system, a well, and 180 days of stored daily values; seen by the
 * dealer's admin (the policy checks every site). Measures GET /planner through the real HTTP stack on
 * a listening server: first byte (headers received) and the whole answer, median of 21 runs after 3
 * warm-up calls (the weather cache is warm, as it is for an hour after the first request of a day).
 * Targets: first byte ≤ 150 ms on SQLite, ≤ 250 ms on PostgreSQL.
 */
import { performance } from 'node:perf_hooks';
import { addDays, defaultIrrigationProperties, HARDWARE_TYPES } from '@tilth/domain';
import type { Kysely } from 'kysely';
import { buildApp } from '@tilth/server/app';
import { loadConfig } from '@tilth/server/config';
import { migrateToLatest, openDatabase } from '@tilth/server/db/database';
import type { Database } from '@tilth/server/db/schema';
import { SessionRepository } from '@tilth/server/modules/auth/sessionRepository';
import { newDeviceId } from '@tilth/server/modules/sites/siteProvisioner';
import { newObjectId } from '@tilth/server/lib/ids';
import { createTestDatabase, type TestEngine } from '@tilth/server/test/helpers/testDatabase';
import { chunks, median } from './benchRows';
import { dealerTree } from './dealerTree';

const FARMS = Number(process.env.BENCH_FARMS ?? 100);
const SITES_PER_FARM = Number(process.env.BENCH_SITES_PER_FARM ?? 10);
const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 180);
const BUSINESSES = 10;
const RUNS = 21;
const TARGET_MS: Record<TestEngine, number> = { sqlite: 150, postgres: 250 };

async function populate(db: Kysely<Database>) {
  const now = new Date().toISOString();
  const today = now.slice(0, 10);
  const { userId, farms } = await dealerTree(db, { businesses: BUSINESSES, farms: FARMS }, now);

  const nowSeconds = Math.floor(Date.now() / 1000);
  const sites = [];
  const stations = [];
  const devices = [];
  const days = [];
  let siteNumber = 30000;
  for (const farm of farms) {
    for (let s = 0; s < SITES_PER_FARM; s++) {
      const id = newObjectId();
      const settings = {
        irrigationProperties: { ...defaultIrrigationProperties(2), flow_rate: 780 + s * 10 },
        maxIrrigationVolume: { value: 900 },
      };
      sites.push({
        id,
        site_id: String(siteNumber++),
        farm_id: farm.id,
        name: `Site ${s}`,
        status: 'ACTIVE',
        latitude: farm.latitude + s / 1000,
        longitude: farm.longitude,
        plan: s % 4 === 0 ? 'Silver' : 'Gold',
        crop: 'Corn',
        planting_date: addDays(today, -60),
        soil_type: 'Loam',
        irrigation_type: 'Center Pivot',
        install_by_date: null,
        hardware_type: HARDWARE_TYPES[0]!.value,
        settings: JSON.stringify(settings),
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
      devices.push({
        id: newObjectId(),
        device_id: newDeviceId(),
        kind: 'probe',
        base_station_id: station,
        site_id: id,
        hardware_type: HARDWARE_TYPES[0]!.value,
        depths: '[4,8,12,16,20,24]',
        first_reading_at: nowSeconds - HISTORY_DAYS * 86_400,
        last_reading_at: nowSeconds - 600,
        created_at: now,
      });
      for (let d = HISTORY_DAYS - 1; d >= 0; d--) {
        const pct = 40 + ((siteNumber * 7 + d * 3) % 60);
        days.push({
          site_id: id,
          day: addDays(today, -d),
          aw_percent: pct,
          rp: 50,
          wl1: 70,
          wl2: 90,
          band_source: 'thresholds',
          level: 'FAIR',
          computed_at: now,
          aw_in: (pct / 100) * 4.5,
          taw_in: 4.5,
        });
      }
    }
  }
  for (const part of chunks(sites, 500)) await db.insertInto('sites').values(part).execute();
  for (const part of chunks(stations, 500)) await db.insertInto('base_stations').values(part).execute();
  for (const part of chunks(devices, 500)) await db.insertInto('devices').values(part).execute();
  for (const part of chunks(days, 1000)) await db.insertInto('site_daily_values').values(part).execute();
  return { userId };
}

async function run(engine: TestEngine) {
  const database = await createTestDatabase(engine);
  const db = openDatabase(database.url);
  try {
    await migrateToLatest(db.db);
    const { userId } = await populate(db.db);
    if (engine === 'postgres') await db.db.executeQuery({ sql: 'ANALYZE', parameters: [], query: { kind: 'RawNode' } } as never);
    const token = `r:${'p'.repeat(32)}`;
    await new SessionRepository(db.db).create(token, userId, new Date().toISOString(), new Date(Date.now() + 86_400_000).toISOString());
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      databaseUrl: database.url,
      logLevel: 'silent',
      webDist: '/nonexistent',
      weatherProvider: 'synthetic' as const,
    };
    const { app } = await buildApp(config, db);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const once = async () => {
      const start = performance.now();
      const response = await fetch(`${address}/planner`, { headers: { authorization: token, 'accept-encoding': 'identity' } });
      const firstByte = performance.now() - start;
      const body = await response.text();
      const whole = performance.now() - start;
      if (response.status !== 200) throw new Error(`planner: ${response.status} ${body.slice(0, 200)}`);
      return { firstByte, whole, rows: (JSON.parse(body) as { data: { rows: unknown[] } }).data.rows.length, bytes: body.length };
    };
    const first = await once();
    if (first.rows !== FARMS * SITES_PER_FARM) throw new Error(`expected ${FARMS * SITES_PER_FARM} rows, got ${first.rows}`);
    for (let i = 0; i < 2; i++) await once();
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once());
    await app.close();
    const firstByteMs = Number(median(runs.map((r) => r.firstByte)).toFixed(1));
    return {
      engine,
      sites: first.rows,
      historyDays: HISTORY_DAYS,
      coldFirstByteMs: Number(first.firstByte.toFixed(1)),
      firstByteMs,
      wholeMs: Number(median(runs.map((r) => r.whole)).toFixed(1)),
      answerKb: Math.round(first.bytes / 1024),
      targetMs: TARGET_MS[engine],
      underTarget: firstByteMs <= TARGET_MS[engine],
    };
  } finally {
    await db.close();
    await database.drop();
  }
}

loadConfig();
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as TestEngine[];
for (const engine of engines) console.log(JSON.stringify(await run(engine)));
