/**
 * Telemetry benchmarks (issue: sensor data). Run: `npm run bench:telemetry` (both engines).
 * - ingest: readings/s through IngestionService (validation + idempotent insert), batches of
 *   1,000 readings (10 devices × 100 timestamps), as base stations send them;
 * - graph: one site, one year (35,040 readings, 6 depths + local sensor) with 100 such sites
 *   loaded: the columnar read the web app uses, and the full documented answer.
 */
import { performance } from 'node:perf_hooks';
import { HARDWARE_TYPES } from '@tilth/domain';
import { loadConfig } from '@tilth/server/config';
import { migrateToLatest, openDatabase } from '@tilth/server/db/database';
import { seedDemoIfEmpty } from '@tilth/server/seed/seedDemo';
import { GraphDataService } from '@tilth/server/modules/siteGraph/graphDataService';
import { provisionSite, type ProvisionedSite } from '@tilth/server/modules/sites/siteProvisioner';
import { IngestionService } from '@tilth/server/modules/telemetry/ingestionService';
import { ReadingStore } from '@tilth/server/modules/telemetry/readingStore';
import { createRepositories } from '@tilth/server/repositories';
import { createTestDatabase, type TestEngine } from '@tilth/server/test/helpers/testDatabase';

const SITES = Number(process.env.BENCH_SITES ?? 100);
const YEAR_READINGS = 35_040;
const STEP = 900;

function reading(ts: number, depths: number, i: number) {
  const wave = Math.sin(i / 96);
  return {
    timestamp: ts,
    moisture: Array.from({ length: depths }, (_, d) => 25 + d + 5 * wave),
    temperature: Array.from({ length: depths }, (_, d) => 18 + 4 * wave - d / 2),
    salinity: Array.from({ length: depths }, () => 0.6),
    conductivity: Array.from({ length: depths }, () => 1.3),
    battery: 2.85,
    rssi: -90,
    per: 0.02,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function run(engine: TestEngine) {
  const database = await createTestDatabase(engine);
  const db = openDatabase(database.url);
  try {
    await migrateToLatest(db.db);
    await seedDemoIfEmpty(db.db);
    const farm = await db.db.selectFrom('farms').select('id').executeTakeFirstOrThrow();
    const sites: ProvisionedSite[] = [];
    for (let i = 0; i < SITES; i++) {
      sites.push(
        await provisionSite(db.db, {
          farmId: farm.id,
          name: `Bench ${i}`,
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
          localSensor: i === 0,
        }),
      );
    }
    const repos = createRepositories(db);
    const ingestion = new IngestionService(repos.devices, repos.stations, repos.readings);
    const end = Math.floor(Date.now() / 1000 / STEP) * STEP - 3600;
    const start = end - (YEAR_READINGS - 1) * STEP;

    // 1. Ingest rate: the first 10 sites' year, in batches of 10 devices × 100 timestamps.
    const ingestSites = sites.slice(0, 10);
    let ingested = 0;
    const t0 = performance.now();
    for (let offset = 0; offset < YEAR_READINGS; offset += 100) {
      const devices = ingestSites.map((s) => ({
        deviceId: s.probe.deviceId,
        readings: Array.from({ length: Math.min(100, YEAR_READINGS - offset) }, (_, k) =>
          reading(start + (offset + k) * STEP, 6, offset + k),
        ),
      }));
      for (const [index, s] of ingestSites.entries()) {
        const result = await ingestion.ingest(s.baseStationId, { devices: [devices[index]!] });
        ingested += result.stored;
      }
    }
    const ingestSeconds = (performance.now() - t0) / 1000;
    const ingestRate = Math.round(ingested / ingestSeconds);

    // 2. Load the other 90 sites (plus site 0's local sensor) through the bulk path.
    const store = new ReadingStore(db);
    const depthCounts = new Map<number, number>();
    for (const s of sites) depthCounts.set(s.probe.num, 6);
    if (sites[0]!.local) depthCounts.set(sites[0]!.local.num, 1);
    for (const s of sites.slice(10)) {
      const rows = Array.from({ length: YEAR_READINGS }, (_, i) => ({
        deviceNum: s.probe.num,
        ts: start + i * STEP,
        ...fill(reading(0, 6, i)),
      }));
      await store.insert(rows, depthCounts, end);
    }
    const local = sites[0]!.local!;
    await store.insert(
      Array.from({ length: YEAR_READINGS }, (_, i) => ({ deviceNum: local.num, ts: start + i * STEP, ...fill(reading(0, 1, i)) })),
      depthCounts,
      end,
    );
    await db.db.updateTable('devices').set({ first_reading_at: start, last_reading_at: end }).execute();

    // 3. Graph read of site 0 (ingested through the service, has a local sensor).
    const site = sites[0]!;
    const columnar: number[] = [];
    for (let i = 0; i < 21; i++) {
      const t = performance.now();
      const probe = await store.readRange(site.probe.num, 6, start, end);
      const loc = await store.readRange(local.num, 1, start, end);
      columnar.push(performance.now() - t);
      if (probe.ts.length !== YEAR_READINGS || loc.ts.length !== YEAR_READINGS)
        throw new Error(`expected a full year, got ${probe.ts.length}`);
    }
    const graphs = new GraphDataService(repos.sites, repos.devices, repos.readings, repos.exclusions);
    const actor = { userId: 'bench', role: 'tilth_admin' as const, organisationId: null, farmId: null };
    const documented: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      const answer = await graphs.graphData(actor, site.siteId, site.probe.deviceId, String(start), String(end));
      JSON.stringify(answer);
      documented.push(performance.now() - t);
    }
    return {
      engine,
      ingestRate,
      ingested,
      columnarMedianMs: median(columnar).toFixed(1),
      documentedMedianMs: median(documented).toFixed(0),
      sites: SITES,
    };
  } finally {
    await db.close();
    await database.drop();
  }
}

function fill(r: ReturnType<typeof reading>) {
  return {
    moisture: r.moisture,
    temperature: r.temperature,
    salinity: r.salinity,
    conductivity: r.conductivity,
    battery: r.battery,
    rssi: r.rssi,
    per: r.per,
    pressure: null,
  };
}

loadConfig();
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as TestEngine[];
for (const engine of engines) {
  const result = await run(engine);
  console.log(JSON.stringify(result));
}
