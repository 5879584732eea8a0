import type { FastifyPluginAsync } from 'fastify';
import { fleetEndpoints, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import { requestLanguage } from '../../lib/i18n/catalog';
import { deviceDetailIn, fleetPageIn } from './fleetWords';
import type { FleetService } from './fleetService';

const tags = ['fleet'];

export function fleetRoutes(fleet: FleetService): FastifyPluginAsync {
  return async (app) => {
    route(app, fleetEndpoints.devices, {
      access: 'fleet:read',
      tags,
      summary: 'Fleet health: every probe and local sensor the user may see, worst first, paged',
      description:
        'One row per device of every active site in the caller’s area (extracted ones included): its customer, farm and site, status (reporting, late, silent N days, no data, extracted), battery with its trend, signal now and its 7-day median, completeness over 24 h / 7 d / 30 d and open sensor faults. Filters: customer (a business id), farm, status, lowBattery (low now or within two weeks), batteryBelow (percent), fault (any or a kind), q (site name, site ID, device id). sort: worst (default), lastReading, battery, signal, completeness, site. `summary` counts the devices matching customer, farm and q.',
      handler: async (request) =>
        ok(fleetPageIn(requestLanguage(request), await fleet.list(requireActor(request), request.query)), 'Fleet'),
    });

    route(app, fleetEndpoints.device, {
      access: 'fleet:read',
      tags,
      summary:
        'One device’s health: 30 days of battery, signal and completeness, its faults with their evidence, the site’s outages and changelog',
      handler: async (request) =>
        ok(deviceDetailIn(requestLanguage(request), await fleet.device(requireActor(request), request.params.id)), 'Device'),
    });
  };
}
