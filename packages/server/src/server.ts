import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Services } from './services';
import type { Config } from './config';
import { ensureWritableFolder, migrateWhenReachable, openDatabase, type Db } from './db/database';
import type { SeedResult } from './seed/seedDemo';
import { startLiveDemoUnderLease, type LiveDemoRunner } from './seed/liveDemoLease';
import { seedDemoOnce } from './seed/seedDemoOnce';
import { Scheduler } from './jobs/scheduler';
import { DisconnectionService } from './modules/connectivity/disconnectionService';
import type { ReportSender } from './modules/fieldReport/reportSender';

export interface RunningServer {
  app: FastifyInstance;
  database: Db;
  seed: SeedResult | null;
  /** The live demo, when on: running on one of the instances sharing the database at a time. */
  liveDemo: LiveDemoRunner | null;
  url: string;
  /** Every service, as the routes and jobs use them (tests call them directly). */
  services: Services;
  scheduler: Scheduler;
  disconnections: DisconnectionService;
  /** Sends Farm Health Reports; the scheduled job calls sendDue. */
  fieldReports: ReportSender;
  close(): Promise<void>;
}

/**
 * Opens the database, migrates, seeds the demo when empty and starts listening. Several instances
 * may start on one database at once: one seeds while the others wait, and one runs the live demo.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  // Uploads live here: a folder Tilth can't write is said at start-up, naming it, not at the first upload.
  ensureWritableFolder(config.dataDir, 'its files (DATA_DIR)');
  const database = openDatabase(config.databaseUrl, config.database);
  await migrateWhenReachable(database);
  const seed = config.seedDemo === 'auto' ? await seedDemoOnce(database, config.demo) : null;
  const { app, services } = await buildApp(config, database);
  // A fresh demo has a year of readings but no derived values yet: compute today's once, so its
  // farm health says which fields are dry from the first page (the freshness job keeps them after).
  if (seed?.seeded && config.demo.sites)
    await services.dailyValues.recompute.refreshStale(new Date(), { maxSites: 10_000, maxMs: 120_000 }, app.log);
  // The rest of the demo's year (the water account's stored water) is filled by the recompute job in
  // the background; only where jobs run (tests keep the queue empty, as the threshold page shows it).
  if (seed?.seeded && config.demo.sites && config.jobsEnabled) {
    const active = await database.db.selectFrom('sites').select('id').where('status', '=', 'ACTIVE').where('extracted', '=', 0).execute();
    await services.dailyValues.recompute.queueHistory(active.map((s) => s.id));
  }
  // Likewise each device's health (fleet health, issue 30): the fleet screen and its faults are there from the first page.
  if (seed?.seeded && config.demo.sites) await services.fleet.health.refresh(new Date(), { maxDevices: 10_000, maxMs: 120_000 }, app.log);
  const disconnections = services.connectivity.disconnections;
  const fieldReports = services.fieldReport.sender;
  // Every module's jobs, in the modules' order (services.ts says why it matters).
  const scheduler = new Scheduler(
    database.db,
    services.modules.flatMap((module) => module.jobs?.(app.log) ?? []),
    app.log,
  );
  // The recompute queue's job is the most frequent: the scheduler wakes as often as it is due.
  if (config.jobsEnabled) scheduler.start(Math.min(15_000, config.recomputeJobSeconds * 1000));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const liveDemo = config.demo.live
    ? await startLiveDemoUnderLease(database, `http://127.0.0.1:${port}`, {
        intervalMs: config.demo.intervalSeconds * 1000,
        timeScale: config.demo.timeScale,
        log: app.log,
      })
    : null;
  return {
    app,
    services,
    database,
    seed,
    liveDemo,
    url: `http://localhost:${port}`,
    scheduler,
    disconnections,
    fieldReports,
    close: async () => {
      await liveDemo?.stop();
      await scheduler.stop();
      await app.close();
      await database.close();
    },
  };
}
