import type { FastifyPluginAsync } from 'fastify';
import { farmSettingsEndpoints, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { FarmSettingsService } from './farmSettingsService';

const tags = ['farms'];

export function farmSettingsRoutes(settings: FarmSettingsService): FastifyPluginAsync {
  return async (app) => {
    route(app, farmSettingsEndpoints.detail, {
      access: 'farm:read',
      tags,
      summary: 'One farm: name, addresses, logo, location, time zone, and whether the caller may edit it or invite into it',
      handler: async (request) => ok(await settings.detail(requireActor(request), request.params.id), 'Farm'),
    });

    route(app, farmSettingsEndpoints.update, {
      access: 'farm:edit',
      tags,
      summary: 'Change a farm’s settings (name, mailing and physical address, location, logo by fileId)',
      description:
        'Any subset of the fields. name and mailingAddress may not be empty; physicalAddress may. Refused (403) for the user roles (distributor_user, dealer_user, business_user, farm_user); 409 when the business has another farm of that name.',
      handler: async (request) => ok(await settings.update(requireActor(request), request.params.id, request.body), 'Farm settings saved'),
    });
  };
}
