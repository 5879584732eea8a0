import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import type { ConnectionService } from './connectionService';

const params = z.object({ id: z.string().min(1).max(32) });

export function connectivityRoutes(connections: ConnectionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/site/:id/connection', {
      config: { access: 'site:read' },
      schema: { tags: ['sites'], summary: 'Hardware connection: probe logger (badger), local sensor (fox), base station', params },
      handler: async (request) => ok(await connections.connection(requireActor(request), request.params.id), 'Hardware connection'),
    });
    app.get('/site/:id/disconnections', {
      config: { access: 'site:read' },
      schema: { tags: ['sites'], summary: 'Disconnection history: alerts and who was e-mailed', params },
      handler: async (request) => ok(await connections.history(requireActor(request), request.params.id), 'Disconnection history'),
    });
  };
}
