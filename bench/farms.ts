/**
 * Farms dashboard benchmark (issue: farms dashboard). Run: `npm run bench:farms` (both engines).
 * 1,000 farms under 20 businesses with 10,000 sites (10 per farm, each with a probe whose last
 * reading spreads the sites over every status), seen by the platform admin (all farms):
 * - first page: GET /farm/user/{userId} through the real HTTP stack (app.inject), default query
 *   (10 newest farms with their sites and counts), and the other list shapes the web app asks for;
 * - the same first page through FarmService alone (SQL + presenting), to show where time goes.
 * Median of 21 runs after 3 warm-up calls.
 */
import { performance } from 'node:perf_hooks';
import { HARDWARE_TYPES } from '@tilth/domain';
import type { Kysely } from 'kysely';
import { buildApp } from '@tilth/server/app';
import { loadConfig } from '@tilth/server/config';
import { migrateToLatest, openDatabase } from '@tilth/server/db/database';
import type { Database } from '@tilth/server/db/schema';
import { SessionRepository } from '@tilth/server/modules/auth/sessionRepository';
import { newDeviceId } from '@tilth/server/modules/sites/siteProvisioner';
import { newObjectId } from '@tilth/server/lib/ids';
import { createTestDatabase, type TestEngine } from '@tilth/server/test/helpers/testDatabase';
import { chunks, median, organisationRow } from './benchRows';

const FARMS = Number(process.env.BENCH_FARMS ?? 1000);
const SITES_PER_FARM = Number(process.env.BENCH_SITES_PER_FARM ?? 10);
const BUSINESSES = 20;
const RUNS = 21;
const TARGET_MS = 100;
const LEVELS = ['LOW', 'MED', 'FAIR', 'GOOD', 'HIGH'] as const;

async function populate(db: Kysely<Database>) {
  const now = new Date().toISOString();
  const org = (id: string, name: string, type: string, parent: string | null, path: string) =>
    organisationRow(id, name, type, parent, path, now);
  const root = newObjectId();
  const dist = newObjectId();
  const dealer = newObjectId();
  const orgs = [
    org(root, 'Tilth', 'tilth', null, root),
    org(dist, 'Bench Distribution', 'distributor', root, `${root}/${dist}`),
    org(dealer, 'Bench Dealer', 'dealer', dist, `${root}/${dist}/${dealer}`),
  ];
  const businesses = Array.from({ length: BUSINESSES }, (_, i) => org(newObjectId(), `Bench Business ${i}`, 'business', dealer, ''));
  for (const b of businesses) b.path = `${root}/${dist}/${dealer}/${b.id}`;
  await db
    .insertInto('organisations')
    .values([...orgs, ...businesses])
    .execute();
  const adminId = newObjectId();
  await db
    .insertInto('users')
    .values({
      id: adminId,
      username: 'bench.admin',
      email: 'bench.admin@bench.example',
      password_hash: 'x',
      name: 'Bench Admin',
      phone: null,
      address: null,
      profile_image: null,
      role: 'tilth_admin',
      organisation_id: root,
      farm_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();

  const base = Date.parse('2025-01-01T00:00:00Z');
  const farms = Array.from({ length: FARMS }, (_, i) => ({
    id: newObjectId(),
    name: `Farm ${String(i).padStart(4, '0')} ${['North', 'South', 'Creek', 'Ridge', 'Valley'][i % 5]}`,
    business_id: businesses[i % BUSINESSES]!.id,
    physical_address: `${i} County Rd, Plainview, TX 79072`,
    mailing_address: null,
    latitude: 30 + (i % 100) / 10,
    longitude: -100 - (i % 50) / 10,
    time_zone: 'America/Chicago',
    image: null,
    created_by: adminId,
    created_at: new Date(base + i * 60_000).toISOString(),
  }));
  for (const part of chunks(farms, 200)) await db.insertInto('farms').values(part).execute();

  const nowSeconds = Math.floor(Date.now() / 1000);
  // Ages spread sites over FAIR, MED, LOW and NOT_CONNECTED; every 50th site is extracted.
  const ages = [600, 4 * 3600, 12 * 3600, 3 * 86_400, null];
  const sites = [];
  const stations = [];
  const devices = [];
  let siteNumber = 20000;
  for (const farm of farms) {
    for (let s = 0; s < SITES_PER_FARM; s++) {
      const id = newObjectId();
      sites.push({
        id,
        site_id: String(siteNumber++),
        farm_id: farm.id,
        name: `Site ${s}`,
        status: 'ACTIVE',
        latitude: farm.latitude,
        longitude: farm.longitude,
        plan: 'Gold',
        crop: 'Corn',
        planting_date: null,
        soil_type: null,
        irrigation_type: null,
        install_by_date: null,
        hardware_type: HARDWARE_TYPES[0]!.value,
        settings: '{}',
        extracted: siteNumber % 50 === 0 ? 1 : 0,
        crop_template_id: null,
        // Health follows the stored moisture level (issue 17); every seventh site has none yet.
        health_level: siteNumber % 7 === 0 ? null : LEVELS[siteNumber % LEVELS.length]!,
        health_level_day: siteNumber % 7 === 0 ? null : now.slice(0, 10),
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
      const age = ages[siteNumber % ages.length]!;
      devices.push({
        id: newObjectId(),
        device_id: newDeviceId(),
        kind: 'probe',
        base_station_id: station,
        site_id: id,
        hardware_type: HARDWARE_TYPES[0]!.value,
        depths: '[4,8,12,16,20,24]',
        first_reading_at: age === null ? null : nowSeconds - age,
        last_reading_at: age === null ? null : nowSeconds - age,
        created_at: now,
      });
    }
  }
  for (const part of chunks(sites, 500)) await db.insertInto('sites').values(part).execute();
  for (const part of chunks(stations, 500)) await db.insertInto('base_stations').values(part).execute();
  for (const part of chunks(devices, 500)) await db.insertInto('devices').values(part).execute();
  return { adminId, root };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await fn();
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    runs.push(performance.now() - t);
  }
  return Number(median(runs).toFixed(1));
}

async function run(engine: TestEngine) {
  const database = await createTestDatabase(engine);
  const db = openDatabase(database.url);
  try {
    await migrateToLatest(db.db);
    const { adminId, root } = await populate(db.db);
    if (engine === 'postgres') await db.db.executeQuery({ sql: 'ANALYZE', parameters: [], query: { kind: 'RawNode' } } as never);

    const token = `r:${'b'.repeat(32)}`;
    await new SessionRepository(db.db).create(token, adminId, new Date().toISOString(), new Date(Date.now() + 86_400_000).toISOString());
    const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: database.url, logLevel: 'silent', webDist: '/nonexistent' };
    const { app, services } = await buildApp(config, db);
    const get = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/farm/user/${adminId}${query}`, headers: { authorization: token } });
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      return response;
    };
    const first = JSON.parse((await get('')).body).data;
    if (first.total !== FARMS || first.farms.length !== 10 || first.farms[0].sites.length !== SITES_PER_FARM)
      throw new Error('unexpected first page');

    const service = services.farms.service;
    const actor = { userId: adminId, role: 'tilth_admin' as const, organisationId: root, farmId: null };
    const results = {
      engine,
      farms: FARMS,
      sites: FARMS * SITES_PER_FARM,
      firstPageHttpMs: await timed(() => get('')),
      firstPageServiceMs: await timed(() => service.list(actor, adminId, { sort: 'DESC', skip: 0, limit: 10, withSites: true })),
      alphabeticalMs: await timed(() => get('?sort=ALPHA-ASC')),
      searchMs: await timed(() => get('?name=ridge%20')),
      needsAttentionMs: await timed(() => get('?siteStatus=LOW')),
      page50Ms: await timed(() => get('?skip=500')),
      mapAllFarmsMs: await timed(() => get('?limit=1000&withSites=false')),
      pickerAllFarmsMs: await timed(async () => {
        const response = await app.inject({ method: 'GET', url: '/farm/picker', headers: { authorization: token } });
        if (response.statusCode !== 200) throw new Error(`picker: ${response.statusCode}`);
      }),
    };
    await app.close();
    return { ...results, firstPageUnderTarget: results.firstPageHttpMs < TARGET_MS };
  } finally {
    await db.close();
    await database.drop();
  }
}

loadConfig();
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as TestEngine[];
for (const engine of engines) console.log(JSON.stringify(await run(engine)));
