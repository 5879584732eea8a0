/**
 * Storage benchmark (issue 33). Run: `npm run bench:storage` (both engines; BENCH_SITE_YEARS, default 50).
 * One run loads the same simulated site-years (a six-depth probe and a local sensor each, a year
 * at 15 minutes, outages and packet loss included) into two fresh databases per engine, one
 * written in the old day-chunk format (v1) and one in the new (v2), and measures:
 * - bytes per stored value: the database on disk (SQLite: the file after VACUUM; PostgreSQL:
 *   reading_days with its partitions, TOAST and indexes, after VACUUM) ÷ values, a value being
 *   one slot of a reading's columns (28 for a six-depth reading, 8 for a local sensor's: depths ×
 *   4 channels + battery, rssi, per, pressure — missing ones included, as v1 stores them);
 * - site-year columnar read: one site's year (probe and local sensor) read and decoded, median of 21;
 * - ingest: readings/s through IngestionService (validation and the idempotent merge), one site's
 *   year in batches of 100 timestamps per device, as base stations send them;
 * - compaction: the v1 database rewritten to v2 by the compaction (StorageCompaction.run), and its
 *   size after, which must come down to the v2 database's.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { validateReading, type ReadingInput } from '@tilth/domain';
import { loadConfig } from '@tilth/server/config';
import { migrateToLatest, openDatabase, type Db } from '@tilth/server/db/database';
import type { ProvisionedSite } from '@tilth/server/modules/sites/siteProvisioner';
import { IngestionService } from '@tilth/server/modules/telemetry/ingestionService';
import { ReadingStore, type StoredReading } from '@tilth/server/modules/telemetry/readingStore';
import { StorageCompaction } from '@tilth/server/modules/telemetry/storageCompaction';
import { createRepositories } from '@tilth/server/repositories';
import { seedDemoIfEmpty } from '@tilth/server/seed/seedDemo';
import { createTestDatabase, type TestDatabase, type TestEngine } from '@tilth/server/test/helpers/testDatabase';
import { DAY, insertSiteRows, median, provisionBenchSite, simulatedYear, YEAR_FROM, YEAR_TO } from './storageSites';

const SITE_YEARS = Number(process.env.BENCH_SITE_YEARS ?? 50);
interface Side {
  format: 1 | 2;
  database: TestDatabase;
  db: Db;
  store: ReadingStore;
  sites: ProvisionedSite[];
}

async function openSide(engine: TestEngine, format: 1 | 2, sites: number): Promise<Side> {
  const database = await createTestDatabase(engine);
  const db = openDatabase(database.url);
  await migrateToLatest(db.db);
  await seedDemoIfEmpty(db.db);
  const farm = await db.db.selectFrom('farms').select('id').executeTakeFirstOrThrow();
  const provisioned: ProvisionedSite[] = [];
  // One more than loaded: the ingest measure's site.
  for (let i = 0; i <= sites; i++) {
    provisioned.push(await provisionBenchSite(db.db, farm.id, `Storage ${i}`));
  }
  return { format, database, db, store: new ReadingStore(db, { format }), sites: provisioned };
}

/**
 * Bytes on disk after VACUUM (SQLite: the whole file; PostgreSQL: reading_days with its partitions,
 * TOAST and indexes). `full`: PostgreSQL's VACUUM FULL, which gives a rewritten table's space back.
 */
async function diskBytes(side: Side, full = false): Promise<number> {
  const raw = side.db.raw;
  if (raw.engine === 'sqlite') {
    raw.sqlite.exec('VACUUM');
    raw.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    const file = raw.sqlite.name;
    return fs.statSync(file).size + (fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0);
  }
  await raw.pool.query(full ? 'VACUUM (FULL, ANALYZE) reading_days' : 'VACUUM (ANALYZE) reading_days');
  const size = await raw.pool.query<{ bytes: string }>(
    `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint AS bytes FROM pg_class c
     WHERE c.oid = 'reading_days'::regclass OR c.oid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = 'reading_days'::regclass)`,
  );
  return Number(size.rows[0]!.bytes);
}

async function readSiteYear(side: Side): Promise<number> {
  const site = side.sites[0]!;
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const t = performance.now();
    const probe = await side.store.readRange(site.probe.num, 6, YEAR_FROM, YEAR_TO);
    const local = await side.store.readRange(site.local!.num, 1, YEAR_FROM, YEAR_TO);
    times.push(performance.now() - t);
    if (probe.ts.length < 30_000 || local.ts.length < 30_000) throw new Error(`expected a year, got ${probe.ts.length}`);
  }
  return median(times);
}

async function ingestRate(side: Side, year: { probe: ReadingInput[]; local: ReadingInput[] }): Promise<number> {
  const repos = createRepositories(side.db);
  const ingestion = new IngestionService(repos.devices, repos.stations, side.store);
  const site = side.sites.at(-1)!;
  const now = new Date(YEAR_TO * 1000 + DAY * 1000);
  let stored = 0;
  const started = performance.now();
  for (let offset = 0; offset < year.probe.length; offset += 100) {
    const probe = year.probe.slice(offset, offset + 100);
    const last = probe.at(-1)!.timestamp as number;
    const local = year.local.filter(
      (r) => (r.timestamp as number) > (probe[0]!.timestamp as number) - 1 && (r.timestamp as number) <= last,
    );
    const result = await ingestion.ingest(
      site.baseStationId,
      {
        devices: [
          { deviceId: site.probe.deviceId, readings: probe },
          { deviceId: site.local!.deviceId, readings: local },
        ],
      },
      now,
    );
    stored += result.stored;
  }
  return stored / ((performance.now() - started) / 1000);
}

async function run(engine: TestEngine) {
  const sides = [await openSide(engine, 1, SITE_YEARS), await openSide(engine, 2, SITE_YEARS)] as const;
  try {
    // SQLite's file holds the demo accounts and the provisioned sites too: measured before any reading.
    const emptyBytes = await diskBytes(sides[1]);
    let values = 0;
    let readings = 0;
    const loadMs = [0, 0];
    let ingestYear: { probe: ReadingInput[]; local: ReadingInput[] } | null = null;
    for (let i = 0; i < SITE_YEARS; i++) {
      const year = simulatedYear(i);
      if (i === 0) ingestYear = year;
      for (const [k, side] of sides.entries()) {
        const site = side.sites[i]!;
        const rows: StoredReading[] = [];
        for (const [raws, device, depths] of [
          [year.probe, site.probe, 6],
          [year.local, site.local!, 1],
        ] as const) {
          for (const raw of raws) {
            const check = validateReading(raw, depths, YEAR_TO + DAY);
            if (check.ok) rows.push({ ...check.reading, deviceNum: device.num });
          }
        }
        if (k === 0) {
          readings += rows.length;
          values += rows.reduce((n, r) => n + (r.moisture.length * 4 + 4), 0);
        }
        const t = performance.now();
        await insertSiteRows(side.store, rows, site.probe.num, site.local!.num);
        loadMs[k]! += performance.now() - t;
      }
    }
    const [v1, v2] = sides;
    const v1Bytes = await diskBytes(v1);
    const v2Bytes = await diskBytes(v2);
    const v1Read = await readSiteYear(v1);
    const v2Read = await readSiteYear(v2);
    const compaction = new StorageCompaction(v1.db);
    const compacted = await compaction.run({ batch: 500 });
    const compactedBytes = await diskBytes(v1, true);
    const compactedRead = await readSiteYear(v1);
    // Last: the ingest site's year adds to both databases.
    const v1Ingest = await ingestRate(v1, ingestYear!);
    const v2Ingest = await ingestRate(v2, ingestYear!);
    const perValue = (bytes: number) => +(bytes / values).toFixed(3);
    const readingBytes = (bytes: number) => (engine === 'sqlite' ? bytes - emptyBytes : bytes);
    return {
      engine,
      siteYears: SITE_YEARS,
      readings,
      values,
      bytesPerValue: { v1: perValue(v1Bytes), v2: perValue(v2Bytes), compacted: perValue(compactedBytes) },
      bytesPerValueWithoutEmptyDatabase: {
        v1: perValue(readingBytes(v1Bytes)),
        v2: perValue(readingBytes(v2Bytes)),
        compacted: perValue(readingBytes(compactedBytes)),
      },
      diskMB: {
        empty: +(emptyBytes / 1e6).toFixed(1),
        v1: +(v1Bytes / 1e6).toFixed(1),
        v2: +(v2Bytes / 1e6).toFixed(1),
        compacted: +(compactedBytes / 1e6).toFixed(1),
      },
      bulkLoadSeconds: { v1: +(loadMs[0]! / 1000).toFixed(1), v2: +(loadMs[1]! / 1000).toFixed(1) },
      siteYearReadMs: { v1: +v1Read.toFixed(1), v2: +v2Read.toFixed(1), compacted: +compactedRead.toFixed(1) },
      ingestReadingsPerSecond: { v1: Math.round(v1Ingest), v2: Math.round(v2Ingest) },
      compaction: {
        days: compacted.rewritten,
        seconds: +(compacted.ms / 1000).toFixed(1),
        chunkMB: { before: +(compacted.bytesBefore / 1e6).toFixed(1), after: +(compacted.bytesAfter / 1e6).toFixed(1) },
        done: compacted.done,
      },
    };
  } finally {
    for (const side of sides) {
      await side.db.close();
      await side.database.drop();
    }
  }
}

loadConfig();
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as TestEngine[];
for (const engine of engines) console.log(JSON.stringify(await run(engine)));
