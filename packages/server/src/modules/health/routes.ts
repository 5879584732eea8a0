import type { FastifyPluginAsync } from 'fastify';
import { APP_VERSION, ok, plural, supportEndpoints, type NOT_READY_REASONS } from '@tilth/domain';
import { migrationState, type Db } from '../../db/database';
import { databaseFault } from '../../db/faults';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';

const RETRY_AFTER_SECONDS = 5;

const notReady = (error: (typeof NOT_READY_REASONS)[number], message: string) =>
  new AppError(503, error, message, undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) });

/**
 * Ready when the database answers and has every migration this version knows. Asks the database
 * each time (a load balancer probes every few seconds; the query reads one small table).
 */
async function checkReadiness(database: Db): Promise<number> {
  if (database.outage()) throw notReady('DatabaseUnavailable', "Not ready: the database can't be reached; retrying.");
  let state: { known: string[]; pending: string[] };
  try {
    state = await migrationState(database.db);
  } catch (error) {
    if (databaseFault(error)) throw notReady('DatabaseUnavailable', "Not ready: the database can't be reached; retrying.");
    throw error;
  }
  const { known, pending } = state;
  if (pending.length > 0) {
    throw notReady(
      'MigrationsPending',
      `Not ready: the database schema is ${plural(pending.length, 'migration')} behind this version (${pending.join(', ')}); they run when an instance starts.`,
    );
  }
  return known.length;
}

export function healthRoutes(database: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, supportEndpoints.health, {
      access: 'public',
      tags: ['health'],
      summary: 'Liveness and version',
      description: 'Answers while the process runs, without touching the database (use /health/ready to ask whether it can serve).',
      handler: async () => ok({ version: APP_VERSION, database: database.engine }, 'OK'),
    });
    route(app, supportEndpoints.ready, {
      access: 'public',
      tags: ['health'],
      summary: 'Readiness: the database answers and is migrated',
      description:
        'Answers 200 when this instance can serve: its database answers and every migration of this version has run. Otherwise 503 with Retry-After, `error` DatabaseUnavailable or MigrationsPending and the reason in `message`.',
      handler: async () =>
        ok({ version: APP_VERSION, database: database.engine, ready: true, migrations: await checkReadiness(database) }, 'Ready'),
    });
  };
}
