/**
 * Recompute all values (issue 11): one site-year of readings (35,040 readings, 6 depths) on a
 * throwaway SQLite database (PostgreSQL too with BENCH_ENGINES=sqlite,postgres), the site with a
 * crop template applied, and the whole history recomputed through the recompute queue as the
 * background job runs it: readings read, root-zone AW and the day's bands per local day, every
 * site_daily_values row upserted and the site's health level set. Target: < 10 s on SQLite.
 * Run: `npm run bench:recompute`.
 */
import { performance } from 'node:perf_hooks';
import { HARDWARE_TYPES } from '@tilth/domain';
import { loadConfig } from '@tilth/server/config';
import { migrateToLatest, openDatabase } from '@tilth/server/db/database';
import { seedDemoIfEmpty } from '@tilth/server/seed/seedDemo';
import { provisionSite } from '@tilth/server/modules/sites/siteProvisioner';
import { SiteInScope } from '@tilth/server/modules/thresholds/siteInScope';
import { DailyValuesService } from '@tilth/server/modules/dailyValues/dailyValuesService';
import { RecomputeService } from '@tilth/server/modules/dailyValues/recomputeService';
import { createRepositories } from '@tilth/server/repositories';
import { createTestDatabase, type TestEngine } from '@tilth/server/test/helpers/testDatabase';

const YEAR_READINGS = 35_040;
const STEP = 900;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function run(engine: TestEngine) {
  const database = await createTestDatabase(engine);
  const db = openDatabase(database.url);
  try {
    await migrateToLatest(db.db);
    await seedDemoIfEmpty(db.db);
    const farm = await db.db.selectFrom('farms').select('id').executeTakeFirstOrThrow();
    const site = await provisionSite(db.db, {
      farmId: farm.id,
      name: 'Bench Recompute',
      status: 'ACTIVE',
      latitude: 34,
      longitude: -101,
      plan: 'Gold',
      hardware: HARDWARE_TYPES[0]!,
      crop: 'Corn',
      plantingDate: '2026-05-01',
      soilType: 'Loam',
      irrigationType: 'Center Pivot',
      installByDate: null,
      rootDepthIn: 36,
      localSensor: false,
    });
    const now = new Date().toISOString();
    const templateData = [
      { start_day: 1, red: 30, yellow: 45, green: 60, light_blue: 100 },
      { start_day: 40, red: 45, yellow: 60, green: 75, light_blue: 100 },
      { start_day: 120, red: 35, yellow: 50, green: 65, light_blue: 100 },
    ];
    await db.db
      .insertInto('crop_templates')
      .values({
        id: 'benchtemplate',
        name: 'Bench corn',
        crop_type: 'Corn',
        created_by: 'bench',
        owner_organisation_id: 'bench',
        sharing_option: 'PUBLIC',
        template_data: JSON.stringify(templateData),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.db.updateTable('sites').set({ crop_template_id: 'benchtemplate' }).where('id', '=', site.id).execute();

    const repos = createRepositories(db);
    const end = Math.floor(Date.now() / 1000 / STEP) * STEP - 3600;
    const start = end - (YEAR_READINGS - 1) * STEP;
    const rows = Array.from({ length: YEAR_READINGS }, (_, i) => {
      const wave = Math.sin(i / 96);
      return {
        deviceNum: site.probe.num,
        ts: start + i * STEP,
        moisture: Array.from({ length: 6 }, (_, d) => 25 + d + 5 * wave),
        temperature: Array.from({ length: 6 }, (_, d) => 18 + 4 * wave - d / 2),
        salinity: Array.from({ length: 6 }, () => 0.6),
        conductivity: Array.from({ length: 6 }, () => 1.3),
        battery: 2.85,
        rssi: -90,
        per: 0.02,
        pressure: null,
      };
    });
    await repos.readings.insert(rows, new Map([[site.probe.num, 6]]), end);
    await db.db.updateTable('devices').set({ first_reading_at: start, last_reading_at: end }).where('num', '=', site.probe.num).execute();

    const daily = new DailyValuesService(repos.thresholds, repos.derivedValues, repos.readings, (id) => repos.templates.rowsOf(id));
    const recompute = new RecomputeService(repos.derivedValues, daily, new SiteInScope(repos.sites));
    const runs: number[] = [];
    let days = 0;
    for (let i = 0; i < RUNS; i++) {
      if (!(await repos.derivedValues.enqueue(site.id, 'all', null, new Date().toISOString()))) throw new Error('not queued');
      const t0 = performance.now();
      if ((await recompute.runQueued(new Date(), site.id)) !== 1) throw new Error('the job did not run');
      runs.push(performance.now() - t0);
      const job = await repos.derivedValues.job(site.id);
      if (job?.state !== 'done') throw new Error(`job ${job?.state}: ${job?.message}`);
      days = job.days ?? 0;
    }
    const written = await db.db
      .selectFrom('site_daily_values')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return {
      engine,
      readings: YEAR_READINGS,
      days,
      rowsStored: Number(written.n),
      medianMs: Math.round(median(runs)),
      runsMs: runs.map((r) => Math.round(r)),
    };
  } finally {
    await db.close();
    await database.drop();
  }
}

loadConfig();
const engines = (process.env.BENCH_ENGINES ?? 'sqlite').split(',') as TestEngine[];
for (const engine of engines) console.log(JSON.stringify(await run(engine)));
