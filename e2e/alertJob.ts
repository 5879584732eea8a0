import { loadConfig } from '@tilth/server/config';
import { openDatabase, type Db } from '@tilth/server/db/database';
import { runAlerts } from '@tilth/server/modules/notifications/alertJob';
import { createServices } from '@tilth/server/services';
import { e2eDatabasePath, e2ePort, e2eSmtpPort } from './runFiles';

/**
 * The alert job of the e2e server, run now from the test (the server runs no jobs under
 * NODE_ENV=test): the same services over the same SQLite file, mail to the same SMTP peer.
 */
export async function withAlertServices<T>(work: (database: Db, run: () => Promise<unknown>) => Promise<T>): Promise<T> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: `sqlite:${e2eDatabasePath()}`,
    SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort()}`,
    PUBLIC_URL: `http://127.0.0.1:${e2ePort()}`,
    LOG_LEVEL: 'silent',
  });
  const database = openDatabase(config.databaseUrl);
  try {
    const services = await createServices(config, database, { error: () => undefined } as never);
    return await work(database, () => runAlerts(services.alerts, new Date()));
  } finally {
    await database.close();
  }
}
