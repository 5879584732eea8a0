import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { migrateToLatest, openDatabase, type Db } from './db/database';
import { seedDemoIfEmpty, type SeedResult } from './seed/seedDemo';

export interface RunningServer {
  app: FastifyInstance;
  database: Db;
  seed: SeedResult | null;
  url: string;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds the demo when empty and starts listening. */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  const seed = config.seedDemo === 'auto' ? await seedDemoIfEmpty(database.db) : null;
  const app = await buildApp(config, database);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    database,
    seed,
    url: `http://localhost:${port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
