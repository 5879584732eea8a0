import type { Db } from '../../db/database';
import { healthRoutes } from './routes';

/** Liveness and readiness: the routes read the database's state (the composition root calls this once). */
export function createHealthModule(d: { database: Db }) {
  return { routes: () => healthRoutes(d.database) };
}
