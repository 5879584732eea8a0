/**
 * Subscription History benchmark (issue 13). Run: `npm run bench:subscriptions` (both engines).
 * One distributor with two dealers, 20 businesses and 1,000 farms of 10 sites (10,000 sites, every
 * plan and active state, 500 with a pending plan change) plus 10 farms without sites, seen by the
 * distributor's admin:
 * - first view: GET /user/{id}/subscription-history through the real HTTP stack (app.inject),
 *   default query (first 100 rows, the summary over all 10,000 sites);
 * - the filters the page sends (site search, farm search, a plan, inactive only) and a later page.
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
import { newObjectId } from '@tilth/server/lib/ids';
import { createTestDatabase, type TestEngine } from '@tilth/server/test/helpers/testDatabase';
import { chunks, median, organisationRow } from './benchRows';

const FARMS = Number(process.env.BENCH_FARMS ?? 1000);
const SITES_PER_FARM = Number(process.env.BENCH_SITES_PER_FARM ?? 10);
const EMPTY_FARMS = 10;
const BUSINESSES = 20;
const RUNS = 21;
const TARGET_MS = 200;
const PLANS = ['Gold', 'Silver', 'None'] as const;
const STATUSES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'INACTIVE', 'PENDING'] as const;

async function populate(db: Kysely<Database>) {
  const now = new Date().toISOString();
  const org = (id: string, name: string, type: string, parent: string | null, path: string) =>
    organisationRow(id, name, type, parent, path, now);
  const root = newObjectId();
  const dist = newObjectId();
  const dealers = [newObjectId(), newObjectId()];
  const orgs = [
    org(root, 'Tilth', 'tilth', null, root),
    org(dist, 'Bench Distribution', 'distributor', root, `${root}/${dist}`),
    ...dealers.map((id, i) => org(id, `Bench Dealer ${i}`, 'dealer', dist, `${root}/${dist}/${id}`)),
  ];
  const businesses = Array.from({ length: BUSINESSES }, (_, i) => {
    const id = newObjectId();
    const dealer = dealers[i % dealers.length]!;
    return org(id, `Bench Business ${i}`, 'business', dealer, `${root}/${dist}/${dealer}/${id}`);
  });
  await db
    .insertInto('organisations')
    .values([...orgs, ...businesses])
    .execute();
  const adminId = newObjectId();
  await db
    .insertInto('users')
    .values({
      id: adminId,
      username: 'bench.distributor',
      email: 'bench.distributor@bench.example',
      password_hash: 'x',
      name: 'Bench Distributor Admin',
      phone: null,
      address: null,
      profile_image: null,
      role: 'distributor_admin',
      organisation_id: dist,
      farm_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();

  const farms = Array.from({ length: FARMS + EMPTY_FARMS }, (_, i) => ({
    id: newObjectId(),
    name: `Farm ${String(i).padStart(4, '0')} ${['North', 'South', 'Creek', 'Ridge', 'Valley'][i % 5]}`,
    business_id: businesses[i % BUSINESSES]!.id,
    physical_address: `${i} County Rd, Plainview, TX 79072`,
    mailing_address: null,
    latitude: 34,
    longitude: -101,
    time_zone: ['America/Chicago', 'America/Denver', 'America/Los_Angeles'][i % 3]!,
    image: null,
    created_by: adminId,
    created_at: now,
  }));
  for (const part of chunks(farms, 200)) await db.insertInto('farms').values(part).execute();

  const sites = [];
  const pending = [];
  let siteNumber = 20000;
  for (const farm of farms.slice(0, FARMS)) {
    for (let s = 0; s < SITES_PER_FARM; s++) {
      const id = newObjectId();
      const n = siteNumber++;
      sites.push({
        id,
        site_id: String(n),
        farm_id: farm.id,
        name: `Site ${s} ${['Pivot', 'Drip', 'Furrow'][n % 3]}`,
        status: STATUSES[n % STATUSES.length]!,
        latitude: 34,
        longitude: -101,
        plan: PLANS[n % PLANS.length]!,
        crop: 'Corn',
        planting_date: null,
        soil_type: null,
        irrigation_type: null,
        install_by_date: null,
        hardware_type: HARDWARE_TYPES[0]!.value,
        settings: '{}',
        extracted: 0,
        crop_template_id: null,
        health_level: null,
        health_level_day: null,
        created_at: now,
        updated_at: now,
      });
      if (n % 20 === 0)
        pending.push({
          site_id: id,
          old_plan: PLANS[n % PLANS.length]!,
          new_plan: PLANS[(n + 1) % PLANS.length]!,
          effective_day: '2099-01-01',
          requested_by: adminId,
          requested_at: now,
        });
    }
  }
  for (const part of chunks(sites, 500)) await db.insertInto('sites').values(part).execute();
  for (const part of chunks(pending, 500)) await db.insertInto('site_plan_changes').values(part).execute();
  return { adminId };
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
    const { adminId } = await populate(db.db);
    if (engine === 'postgres') await db.db.executeQuery({ sql: 'ANALYZE', parameters: [], query: { kind: 'RawNode' } } as never);

    const token = `r:${'c'.repeat(32)}`;
    await new SessionRepository(db.db).create(token, adminId, new Date().toISOString(), new Date(Date.now() + 86_400_000).toISOString());
    const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: database.url, logLevel: 'silent', webDist: '/nonexistent' };
    const { app } = await buildApp(config, db);
    const get = async (query: string) => {
      const url = `/user/${adminId}/subscription-history${query}`;
      const response = await app.inject({ method: 'GET', url, headers: { authorization: token } });
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      return response;
    };
    const first = JSON.parse((await get('')).body).data;
    const { gold, silver, none } = first.summary;
    if (gold + silver + none !== FARMS * SITES_PER_FARM || first.total !== FARMS * SITES_PER_FARM + EMPTY_FARMS)
      throw new Error(`unexpected first view: ${JSON.stringify(first.summary)} total ${first.total}`);

    const results = {
      engine,
      farms: FARMS + EMPTY_FARMS,
      sites: FARMS * SITES_PER_FARM,
      firstViewHttpMs: await timed(() => get('')),
      siteIdPrefixMs: await timed(() => get('?siteSearch=2051')),
      siteNameMs: await timed(() => get('?siteSearch=drip%20%20')),
      farmSearchMs: await timed(() => get('?farmSearch=ridge')),
      goldOnlyMs: await timed(() => get('?plans=Gold')),
      inactiveOnlyMs: await timed(() => get('?active=inactive')),
      page50Ms: await timed(() => get('?skip=5000')),
    };
    await app.close();
    return { ...results, firstViewUnderTarget: results.firstViewHttpMs < TARGET_MS };
  } finally {
    await db.close();
    await database.drop();
  }
}

loadConfig();
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as TestEngine[];
for (const engine of engines) console.log(JSON.stringify(await run(engine)));
