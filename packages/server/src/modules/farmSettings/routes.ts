import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmIdParamsSchema, farmSettingsSchema, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import type { FarmSettingsService } from './farmSettingsService';

const tags = ['farms'];

export function farmSettingsRoutes(settings: FarmSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/farm/:id', {
      config: { access: 'farm:read' },
      schema: {
        tags,
        summary: 'One farm: name, addresses, logo, location, time zone, and whether the caller may edit it or invite into it',
        params: farmIdParamsSchema,
      },
      handler: async (request) => ok(await settings.detail(requireActor(request), request.params.id), 'Farm'),
    });

    app.patch('/farm/:id', {
      config: { access: 'farm:edit' },
      schema: {
        tags,
        summary: 'Change a farm’s settings (name, mailing and physical address, location, logo by fileId)',
        description:
          'Any subset of the fields. name and mailingAddress may not be empty; physicalAddress may. Refused (403) for dealer_user, business_user and farm_user; 409 when the business has another farm of that name.',
        params: farmIdParamsSchema,
        body: farmSettingsSchema,
      },
      handler: async (request) => ok(await settings.update(requireActor(request), request.params.id, request.body), 'Farm settings saved'),
    });
  };
}
