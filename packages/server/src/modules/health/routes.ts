import type { FastifyPluginAsync } from 'fastify';
import { APP_VERSION, ok, supportEndpoints } from '@tilth/domain';
import type { Engine } from '../../db/database';
import { route } from '../../http/route';

export function healthRoutes(engine: Engine): FastifyPluginAsync {
  return async (app) => {
    route(app, supportEndpoints.health, {
      access: 'public',
      tags: ['health'],
      summary: 'Liveness and version',
      handler: async () => ok({ version: APP_VERSION, database: engine }, 'OK'),
    });
  };
}
