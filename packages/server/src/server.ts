import type { FastifyInstance } from 'fastify';
import { buildApp, createWeatherService } from './app';
import type { Config } from './config';
import { migrateToLatest, openDatabase, type Db } from './db/database';
import { seedDemoIfEmpty, type SeedResult } from './seed/seedDemo';
import { startLiveDemo } from './seed/liveDemo';
import { seedDemoSites } from './seed/seedDemoSites';
import { Scheduler } from './jobs/scheduler';
import { createMailer } from './modules/mail/mailer';
import { DisconnectionService } from './modules/connectivity/disconnectionService';
import { thresholdDetectionJob } from './modules/thresholds/thresholdDetectionJob';
import { ThresholdDetectionService } from './modules/thresholds/thresholdDetectionService';
import { FarmService } from './modules/farms/farmService';
import { createFieldReport } from './modules/fieldReport/createFieldReport';
import type { ReportSender } from './modules/fieldReport/reportSender';

export interface RunningServer {
  app: FastifyInstance;
  database: Db;
  seed: SeedResult | null;
  url: string;
  scheduler: Scheduler;
  disconnections: DisconnectionService;
  /** Sends Farm Health Reports; the scheduled job calls sendDue. */
  fieldReports: ReportSender;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds the demo when empty and starts listening. */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  const seed = config.seedDemo === 'auto' ? await seedDemoIfEmpty(database.db) : null;
  let seededSites = 0;
  if (seed?.seeded && config.demo.sites) {
    const started = Date.now();
    seededSites = (await seedDemoSites(database, config.demo.historyDays)).length;
    seed.sitesSeconds = Math.round((Date.now() - started) / 100) / 10;
  }
  const app = await buildApp(config, database);
  const mailer = createMailer(config, database.db, (error) => app.log.error({ err: error }, 'mail failed'));
  const disconnections = new DisconnectionService(database.db, mailer, config.disconnectAfterMinutes, config.publicUrl);
  const fieldReports = createFieldReport(config, database, new FarmService(database.db), createWeatherService(config), mailer).sender;
  const scheduler = new Scheduler(
    database.db,
    [
      { name: 'disconnection-alerts', everyMs: 5 * 60_000, run: async (now) => void (await disconnections.check(now)) },
      thresholdDetectionJob(new ThresholdDetectionService(database), app.log),
      // Each recipient is due at its own local hour; checking every 15 minutes keeps sends within that.
      { name: 'field-health-report', everyMs: 15 * 60_000, run: async (now) => void (await fieldReports.sendDue(now, app.log)) },
    ],
    app.log,
  );
  if (config.jobsEnabled) scheduler.start();
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const liveDemo = config.demo.live
    ? await startLiveDemo(database, `http://127.0.0.1:${port}`, {
        intervalMs: config.demo.intervalSeconds * 1000,
        timeScale: config.demo.timeScale,
        log: app.log,
      })
    : null;
  if (seed) seed.simulatedSites = seededSites;
  return {
    app,
    database,
    seed,
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
