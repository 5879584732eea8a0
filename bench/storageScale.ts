/**
 * Storage at scale (issue 33). Run: `npm run bench:storage-scale` (both engines;
 * BENCH_SITE_YEARS, default 10,000; BENCH_DISTINCT, default 200; BENCH_ENGINES).
 * Loads BENCH_SITE_YEARS site-years in the current day-chunk format (v2) into a fresh database per
 * engine and measures bytes per stored value on disk, a site-year's columnar read and ingest there.
 * BENCH_DISTINCT site-years are simulated (as bench:storage does) and written through the reading
 * store; the rest are copies of their rows under other device numbers, made by the database
 * itself (INSERT … SELECT): simulating 10,000 years would take this machine most of an hour, and
 * the bytes a value takes depend on the readings, not on how many sites hold them. What the count
 * changes — the b-tree's depth, the index, the partitions, the page cache's reach — is all there.
 * v1 at this count would need ~55 GB per engine; bench:storage compares the formats at 50.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '@tilth/server/config';
import { migrateToLatest, openDatabase, type Db } from '@tilth/server/db/database';
import { IngestionService } from '@tilth/server/modules/telemetry/ingestionService';
import { ReadingStore } from '@tilth/server/modules/telemetry/readingStore';
import { createRepositories } from '@tilth/server/repositories';
import { seedDemoIfEmpty } from '@tilth/server/seed/seedDemo';
import { sql } from 'kysely';
import { createTestDatabase, type TestEngine } from '@tilth/server/test/helpers/testDatabase';
import { DAY, insertSiteRows, median, provisionBenchSite, simulatedYear, storedRows, YEAR_FROM, YEAR_TO } from './storageSites';

const SITE_YEARS = Number(process.env.BENCH_SITE_YEARS ?? 10_000);
const DISTINCT = Math.min(SITE_YEARS, Number(process.env.BENCH_DISTINCT ?? 200));
/** Device numbers of the loaded sites start here, clear of the demo's and the ingest site's. */
const BASE = 1_000_000;
const probeNum = (site: number) => BASE + 2 * site;
const localNum = (site: number) => BASE + 2 * site + 1;

async function diskBytes(db: Db): Promise<number> {
  const raw = db.raw;
  if (raw.engine === 'sqlite') {
    // No VACUUM: a fresh file that only grew has no free pages to give back (and VACUUM of 10 GB takes long).
    raw.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    const file = raw.sqlite.name;
    return fs.statSync(file).size + (fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0);
  }
  await raw.pool.query('VACUUM (ANALYZE) reading_days');
  const size = await raw.pool.query<{ bytes: string }>(
    `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint AS bytes FROM pg_class c
     WHERE c.oid = 'reading_days'::regclass OR c.oid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = 'reading_days'::regclass)`,
  );
  return Number(size.rows[0]!.bytes);
}

/**
 * One site-year (probe and local sensor) read and decoded: `spread`, 21 sites spread over the
 * database (pages mostly not in the OS cache yet); `warm`, one site 21 times, as bench:storage
 * measures (a site's graph opened again, or by a second user). Medians, and the first read.
 */
async function readSiteYears(store: ReadingStore): Promise<{ medianMs: number; firstMs: number; warmMs: number }> {
  const spread = await timeReads(store, (i) => Math.floor(((i * 7919) % 21) * (SITE_YEARS / 21)));
  const warm = await timeReads(store, () => Math.floor(SITE_YEARS / 2));
  return { medianMs: median(spread), firstMs: spread[0]!, warmMs: median(warm) };
}

async function timeReads(store: ReadingStore, siteOf: (i: number) => number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const site = siteOf(i);
    const t = performance.now();
    const probe = await store.readRange(probeNum(site), 6, YEAR_FROM, YEAR_TO);
    const local = await store.readRange(localNum(site), 1, YEAR_FROM, YEAR_TO);
    times.push(performance.now() - t);
    // A year is 35,040 readings a device; the simulator's outages take some (a local sensor's up to a few weeks).
    if (probe.ts.length < 20_000 || local.ts.length < 20_000)
      throw new Error(`expected a year for site ${site}, got ${probe.ts.length} and ${local.ts.length} readings`);
  }
  return times;
}

async function ingestRate(db: Db, store: ReadingStore): Promise<number> {
  const farm = await db.db.selectFrom('farms').select('id').executeTakeFirstOrThrow();
  const site = await provisionBenchSite(db.db, farm.id, 'Storage scale ingest');
  const year = simulatedYear(SITE_YEARS + 1);
  const repos = createRepositories(db);
  const ingestion = new IngestionService(repos.devices, repos.stations, store);
  const now = new Date(YEAR_TO * 1000 + DAY * 1000);
  let stored = 0;
  const started = performance.now();
  for (let offset = 0; offset < year.probe.length; offset += 100) {
    const probe = year.probe.slice(offset, offset + 100);
    const first = probe[0]!.timestamp as number;
    const last = probe.at(-1)!.timestamp as number;
    const local = year.local.filter((r) => (r.timestamp as number) >= first && (r.timestamp as number) <= last);
    const devices = [
      { deviceId: site.probe.deviceId, readings: probe },
      { deviceId: site.local!.deviceId, readings: local },
    ];
    stored += (await ingestion.ingest(site.baseStationId, { devices }, now)).stored;
  }
  return stored / ((performance.now() - started) / 1000);
}

async function run(engine: TestEngine) {
  const database = await createTestDatabase(engine);
  const db = openDatabase(database.url);
  try {
    await migrateToLatest(db.db);
    await seedDemoIfEmpty(db.db);
    // The demo's own readings are not part of the measure: counted out by difference below.
    const demoBytes = await diskBytes(db);
    const store = new ReadingStore(db, { format: 2 });
    let distinctValues = 0;
    const started = performance.now();
    for (let i = 0; i < DISTINCT; i++) {
      const { rows, values } = storedRows(simulatedYear(i), probeNum(i), localNum(i));
      distinctValues += values;
      await insertSiteRows(store, rows, probeNum(i), localNum(i));
    }
    const simulatedSeconds = (performance.now() - started) / 1000;
    // Copies: the distinct sites' rows again under the next block of device numbers, until the count is reached.
    let values = distinctValues;
    for (let from = DISTINCT; from < SITE_YEARS; from += DISTINCT) {
      const count = Math.min(DISTINCT, SITE_YEARS - from);
      const shift = 2 * from;
      await sql`INSERT INTO reading_days (device_num, day, count, data, updated_at, format)
        SELECT device_num + ${shift}, day, count, data, updated_at, format FROM reading_days
        WHERE device_num >= ${BASE} AND device_num < ${BASE + 2 * count}`.execute(db.db);
      values += count === DISTINCT ? distinctValues : 0;
      if (count !== DISTINCT) {
        // A partial last block: count its values from the rows themselves (count × columns per device).
        const partial = await sql<{
          v: number | string;
        }>`SELECT coalesce(sum(count * CASE WHEN device_num % 2 = 0 THEN 28 ELSE 8 END), 0) AS v
          FROM reading_days WHERE device_num >= ${BASE + shift} AND device_num < ${BASE + shift + 2 * count}`.execute(db.db);
        values += Number(partial.rows[0]!.v);
      }
      if ((from / DISTINCT) % 10 === 0) console.error(`${engine}: ${from + count} of ${SITE_YEARS} site-years loaded`);
    }
    const loadSeconds = (performance.now() - started) / 1000;
    const bytes = (await diskBytes(db)) - demoBytes;
    const read = await readSiteYears(store);
    const ingest = await ingestRate(db, store);
    return {
      engine,
      siteYears: SITE_YEARS,
      distinctSimulated: DISTINCT,
      values,
      diskGB: +(bytes / 1e9).toFixed(2),
      bytesPerValue: +(bytes / values).toFixed(3),
      siteYearReadMs: { spreadMedian: +read.medianMs.toFixed(1), first: +read.firstMs.toFixed(1), warmMedian: +read.warmMs.toFixed(1) },
      ingestReadingsPerSecond: Math.round(ingest),
      loadSeconds: { simulatedAndWritten: +simulatedSeconds.toFixed(0), all: +loadSeconds.toFixed(0) },
    };
  } finally {
    await db.close();
    await database.drop();
  }
}

loadConfig();
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as TestEngine[];
for (const engine of engines) console.log(JSON.stringify(await run(engine)));
