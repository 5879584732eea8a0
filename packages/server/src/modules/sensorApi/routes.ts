import type { FastifyPluginAsync } from 'fastify';
import { ok, sensorApiEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { SensorApiService } from './sensorApiService';

const ID = 'The site object id or site ID.';

export function sensorApiRoutes(sensorApi: SensorApiService): FastifyPluginAsync {
  return async (app) => {
    route(app, sensorApiEndpoints.card, {
      access: 'site:read',
      tags: ['sites'],
      summary: 'Third-party sensor API card: provider, masked credentials, last poll, import and error',
      description: ID,
      handler: async (request) => ok(await sensorApi.card(requireActor(request), request.params.id), 'Sensor API details'),
    });
    route(app, sensorApiEndpoints.updateSentek, {
      access: 'site:editSensorApi',
      tags: ['sites'],
      summary: 'Save Sentek IrriMAX Live credentials (apiKey, loggerName, loggerId); an empty apiKey keeps the stored key',
      description: `${ID} The key is stored sealed and answered masked only.`,
      handler: async (request) =>
        ok(await sensorApi.updateSentek(requireActor(request), request.params.id, request.body), 'Data updated successfully'),
    });
  };
}
