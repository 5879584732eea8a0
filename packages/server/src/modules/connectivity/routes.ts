import type { FastifyPluginAsync } from 'fastify';
import { connectivityEndpoints, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { ConnectionService } from './connectionService';

export function connectivityRoutes(connections: ConnectionService): FastifyPluginAsync {
  return async (app) => {
    route(app, connectivityEndpoints.connection, {
      access: 'site:read',
      tags: ['sites'],
      summary: 'Hardware connection: probe logger (badger), local sensor (fox), base station',
      handler: async (request) => ok(await connections.connection(requireActor(request), request.params.id), 'Hardware connection'),
    });
    route(app, connectivityEndpoints.disconnections, {
      access: 'site:read',
      tags: ['sites'],
      summary: 'Disconnection history: alerts and who was e-mailed',
      handler: async (request) => ok(await connections.history(requireActor(request), request.params.id), 'Disconnection history'),
    });
  };
}
