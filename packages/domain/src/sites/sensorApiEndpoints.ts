import { endpoint } from '../api/endpoint';
import { idParams } from '../api/params';
import { sensorApiCardSchema, sentekDetailsBodySchema } from './sensorApi';

/** `:id` is the site's object id or site ID. */
export const sensorApiEndpoints = {
  /** The third-party sensor API card: provider, masked credentials, last poll, import and error. */
  card: endpoint({ method: 'GET', path: '/site/:id/sensor-api', params: idParams, data: sensorApiCardSchema }),
  /** Spec 002 §7.1: saves the Sentek IrriMAX Live credentials; answers the card. */
  updateSentek: endpoint({
    method: 'PUT',
    path: '/site/update/sentek-details/:id',
    params: idParams,
    body: sentekDetailsBodySchema,
    data: sensorApiCardSchema,
  }),
};
