import { endpoint } from '../api/endpoint';
import { idParams } from '../api/params';
import { fleetDeviceDetailSchema, fleetPageSchema, fleetQuerySchema } from './schemas';

/** Fleet health (issue 30): every device the user may see, worst first, and one device's history. */
export const fleetEndpoints = {
  devices: endpoint({ method: 'GET', path: '/fleet/devices', query: fleetQuerySchema, data: fleetPageSchema }),
  device: endpoint({ method: 'GET', path: '/fleet/devices/:id', params: idParams, data: fleetDeviceDetailSchema }),
};
