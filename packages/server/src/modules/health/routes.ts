import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION, ok } from '@tilth/domain';
import type { Engine } from '../../db/database';

export function healthRoutes(engine: Engine): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'Liveness and version' },
      handler: async () => ok({ version: APP_VERSION, database: engine }, 'OK'),
    });
  };
}
