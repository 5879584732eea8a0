import { loadConfig } from './config';
import { StorageStartupError } from './db/database';
import { DEMO_PASSWORD } from './seed/demoData';
import { startServer } from './server';

const config = loadConfig();
const server = await startServer(config).catch((error: unknown) => {
  // A folder Tilth can't write, a database it can't open: one sentence naming the path and the cause,
  // not a stack trace (LOG_LEVEL=debug shows the stack too).
  const message =
    error instanceof StorageStartupError
      ? error.message
      : `Tilth could not start: ${error instanceof Error ? error.message : String(error)}`;
  console.error(config.logLevel === 'debug' || config.logLevel === 'trace' ? error : message);
  process.exit(1);
});

const lines = [`Tilth is running at ${server.url}`, `API docs: ${server.url}/api/docs`];
if (server.seed) {
  lines.push(server.seed.seeded ? 'Seeded the demo organisation.' : 'Demo organisation already present.');
  if (server.seed.seeded && server.seed.sitesSeconds !== undefined) {
    lines.push(`Simulated a year of readings for the demo sites in ${server.seed.sitesSeconds} s.`);
  }
  lines.push(`Demo logins (password for all: ${DEMO_PASSWORD}):`);
  for (const login of server.seed.logins) lines.push(`  ${login.role.padEnd(18)} ${login.email}`);
}
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
