import { loadConfig } from '@tilth/server/config';
import { openDatabase, type Db } from '@tilth/server/db/database';
import { runAlerts } from '@tilth/server/modules/notifications/alertJob';
import { createServices, type Services } from '@tilth/server/services';
import { e2eDatabasePath, e2ePort, e2eSmtpPort } from './runFiles';

/**
 * The e2e server's services over the same SQLite file, mail to the same SMTP peer, for running its
 * jobs now from a test (the server runs no jobs under NODE_ENV=test).
 */
export async function withE2eServices<T>(work: (database: Db, services: Services) => Promise<T>): Promise<T> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: `sqlite:${e2eDatabasePath()}`,
    SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort()}`,
    PUBLIC_URL: `http://127.0.0.1:${e2ePort()}`,
    LOG_LEVEL: 'silent',
  });
  const database = openDatabase(config.databaseUrl);
  try {
    const services = await createServices(config, database, { error: () => undefined, info: () => undefined } as never);
    return await work(database, services);
  } finally {
    await database.close();
  }
}

/** The alert job of the e2e server, run now from the test. */
export function withAlertServices<T>(work: (database: Db, run: () => Promise<unknown>) => Promise<T>): Promise<T> {
  return withE2eServices((database, services) => work(database, () => runAlerts(services.notifications.alerts, new Date())));
}
