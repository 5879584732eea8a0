import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { migrateToLatest, openDatabase, type Db } from './db/database';
import { seedDemoIfEmpty, type SeedResult } from './seed/seedDemo';
import { Scheduler } from './jobs/scheduler';
import { createMailer } from './modules/mail/mailer';
import { DisconnectionService } from './modules/connectivity/disconnectionService';

export interface RunningServer {
  app: FastifyInstance;
  database: Db;
  seed: SeedResult | null;
  url: string;
  scheduler: Scheduler;
  disconnections: DisconnectionService;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds the demo when empty and starts listening. */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  const seed = config.seedDemo === 'auto' ? await seedDemoIfEmpty(database.db) : null;
  const app = await buildApp(config, database);
  const disconnections = new DisconnectionService(
    database.db,
    createMailer(config, database.db, (error) => app.log.error({ err: error }, 'mail failed')),
    config.disconnectAfterMinutes,
    config.publicUrl,
  );
  const scheduler = new Scheduler(database.db, [{ name: 'disconnection-alerts', everyMs: 5 * 60_000, run: async (now) => void (await disconnections.check(now)) }], app.log);
  if (config.jobsEnabled) scheduler.start();
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    database,
    seed,
    url: `http://localhost:${port}`,
    scheduler,
    disconnections,
    close: async () => {
      await scheduler.stop();
      await app.close();
      await database.close();
    },
  };
}
