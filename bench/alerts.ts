/**
 * Alerts evaluation (issue 17). Run: `npm run bench:alerts` (SQLite and PostgreSQL).
 * 1,000 farms under 20 businesses with 10,000 active sites and 1,021 users (the platform admin, one
 * admin per business, one user per farm; 100 of them with alert e-mails on). Stored facts as the
 * job reads them: 10 % of sites below the refill point, 5 % with an open outage, 5 % with a low
 * battery, 4 days of derived values per site (every 10th drying towards its refill point).
 * - first run: every condition opens an episode and fans out to the users who may read the site
 *   (in-app rows and pending e-mails), then the mail pass sends them (outbox mailer);
 * - steady run: nothing changed, every site evaluated against its open episodes (median of 5);
 * - 1 % changing: 100 sites recover, 100 others dry (median of 5).
 * Target: every site evaluated, with its fan-out, in under 5 s.
 */
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { defaultAlertPreferences } from '@tilth/domain/notifications/preferences';
import { createServices } from '@tilth/server/services';
import { loadConfig } from '@tilth/server/config';
import { migrateToLatest, openDatabase } from '@tilth/server/db/database';
import type { Database } from '@tilth/server/db/schema';
import { newObjectId } from '@tilth/server/lib/ids';
import { runAlerts } from '@tilth/server/modules/notifications/alertJob';
import { createTestDatabase, type TestEngine } from '@tilth/server/test/helpers/testDatabase';
import { chunks, median, organisationRow } from './benchRows';

const FARMS = Number(process.env.BENCH_FARMS ?? 1000);
const SITES_PER_FARM = 10;
const BUSINESSES = 20;
const RUNS = 5;
const TARGET_MS = 5000;

const insert = async <T extends keyof Database>(db: Kysely<Database>, table: T, rows: readonly Record<string, unknown>[]) => {
  for (const part of chunks([...rows], 400))
    await db
      .insertInto(table)
      .values(part as never)
      .execute();
};

async function populate(db: Kysely<Database>, now: Date) {
  const at = now.toISOString();
  const org = (id: string, name: string, type: string, parent: string | null, path: string) =>
    organisationRow(id, name, type, parent, path, at);
  const [root, dist, dealer] = [newObjectId(), newObjectId(), newObjectId()];
  const businesses = Array.from({ length: BUSINESSES }, (_, i) => {
    const id = newObjectId();
    return org(id, `Bench Business ${i}`, 'business', dealer, `${root}/${dist}/${dealer}/${id}`);
  });
  await insert(db, 'organisations', [
    org(root, 'Tilth', 'tilth', null, root),
    org(dist, 'Bench Distribution', 'distributor', root, `${root}/${dist}`),
    org(dealer, 'Bench Dealer', 'dealer', dist, `${root}/${dist}/${dealer}`),
    ...businesses,
  ]);
  const farms = Array.from({ length: FARMS }, (_, i) => ({
    id: newObjectId(),
    name: `Farm ${i}`,
    business_id: businesses[i % BUSINESSES]!.id,
    physical_address: 'x',
    mailing_address: null,
    latitude: 34,
    longitude: -101,
    time_zone: 'America/Chicago',
    image: null,
    created_by: null,
    created_at: at,
  }));
  await insert(db, 'farms', farms);
  const user = (role: string, organisationId: string | null, farmId: string | null) => {
    const id = newObjectId();
    return {
      id,
      username: `u${id}`,
      email: `u${id}@bench.example`,
      password_hash: 'x',
      name: 'Bench',
      phone: null,
      address: null,
      profile_image: null,
      role,
      organisation_id: organisationId,
      farm_id: farmId,
      created_at: at,
      updated_at: at,
    };
  };
  const users = [
    user('tilth_admin', root, null),
    ...businesses.map((b) => user('business_admin', b.id, null)),
    ...farms.map((f) => user('farm_user', f.business_id, f.id)),
  ];
  await insert(db, 'users', users);
  const emailOn = defaultAlertPreferences();
  emailOn.kinds.belowRefill.email = true;
  emailOn.kinds.notReporting.email = true;
  await insert(
    db,
    'alert_preferences',
    users.slice(-100).map((u) => ({ user_id: u.id, data: JSON.stringify(emailOn), last_digest_at: null, updated_at: at })),
  );

  const sites = farms.flatMap((farm, f) =>
    Array.from({ length: SITES_PER_FARM }, (_, s) => {
      const n = f * SITES_PER_FARM + s;
      return {
        id: newObjectId(),
        site_id: String(20000 + n),
        farm_id: farm.id,
        name: `Site ${s}`,
        status: 'ACTIVE',
        latitude: 34,
        longitude: -101,
        plan: 'Gold',
        crop: 'Corn',
        planting_date: null,
        soil_type: null,
        irrigation_type: null,
        install_by_date: null,
        hardware_type: 'x',
        settings: '{}',
        extracted: 0,
        crop_template_id: null,
        health_level: n % 10 === 0 ? 'LOW' : 'FAIR',
        health_level_day: at.slice(0, 10),
        created_at: at,
        updated_at: at,
      };
    }),
  );
  await insert(db, 'sites', sites);
  await insert(
    db,
    'disconnections',
    sites
      .filter((_, n) => n % 20 === 1)
      .map((s) => ({
        id: newObjectId(),
        site_id: s.id,
        device_id: 'x',
        started_at: at,
        ended_at: null,
        notified_at: null,
        notified_to: null,
      })),
  );
  await insert(
    db,
    'site_battery',
    sites.map((s, n) => ({ site_id: s.id, percent: n % 20 === 2 ? 12 : 85, reading_at: 0, checked_at: at })),
  );
  const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  await insert(
    db,
    'site_daily_values',
    sites.flatMap((s, n) =>
      [3, 2, 1, 0].map((offset) => ({
        site_id: s.id,
        day: day(offset),
        aw_percent: n % 10 === 3 ? 50 + 6 * (offset + 1) : 70,
        rp: 50,
        wl1: 60,
        wl2: 80,
        band_source: 'thresholds',
        level: 'FAIR',
        computed_at: at,
      })),
    ),
  );
  return sites;
}

async function run(engine: TestEngine) {
  const database = await createTestDatabase(engine);
  const db = openDatabase(database.url);
  try {
    await migrateToLatest(db.db);
    const now = new Date();
    const sites = await populate(db.db, now);
    if (engine === 'postgres') await db.db.executeQuery({ sql: 'ANALYZE', parameters: [], query: { kind: 'RawNode' } } as never);
    const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: database.url, logLevel: 'silent', smtpUrl: null };
    const services = await createServices(config, db, { error: () => undefined } as never);
    let minute = 0;
    const tick = () => new Date(now.getTime() + ++minute * 5 * 60_000);

    let t = performance.now();
    const firstAt = tick();
    const evaluation = await services.notifications.alerts.evaluator.evaluate(firstAt);
    const firstEvaluateMs = performance.now() - t;
    const mail = await services.notifications.alerts.mailer.sendDue(firstAt);
    const firstMs = performance.now() - t;
    const first = { ...evaluation, ...mail };

    const steady: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      t = performance.now();
      await runAlerts(services.notifications.alerts, tick());
      steady.push(performance.now() - t);
    }

    const changing: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const recovering = sites
        .filter((_, n) => n % 10 === 0)
        .slice(i * 100, i * 100 + 100)
        .map((s) => s.id);
      const drying = sites
        .filter((_, n) => n % 10 === 5)
        .slice(i * 100, i * 100 + 100)
        .map((s) => s.id);
      await db.db.updateTable('sites').set({ health_level: 'FAIR' }).where('id', 'in', recovering).execute();
      await db.db.updateTable('sites').set({ health_level: 'LOW' }).where('id', 'in', drying).execute();
      t = performance.now();
      await runAlerts(services.notifications.alerts, tick());
      changing.push(performance.now() - t);
    }
    const round = (ms: number) => Number(ms.toFixed(0));
    return {
      engine,
      sites: sites.length,
      users: BUSINESSES + 1 + FARMS,
      firstRun: {
        ms: round(firstMs),
        evaluateMs: round(firstEvaluateMs),
        opened: first.opened,
        notifications: first.notifications,
        mails: first.mails,
      },
      steadyMedianMs: round(median(steady)),
      onePercentChangingMedianMs: round(median(changing)),
      underTarget: firstMs < TARGET_MS && median(steady) < TARGET_MS && median(changing) < TARGET_MS,
    };
  } finally {
    await db.close();
    await database.drop();
  }
}

loadConfig();
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as TestEngine[];
for (const engine of engines) console.log(JSON.stringify(await run(engine)));
