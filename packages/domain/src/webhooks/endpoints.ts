import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams } from '../api/params';
import {
  webhookCreateSchema,
  webhookDeliveriesSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
} from './schemas';

/** Webhooks (issue 32): an account's webhooks (`/org/:id/webhooks`) and each webhook by its id. */
export const webhookEndpoints = {
  list: endpoint({ method: 'GET', path: '/org/:id/webhooks', params: idParams, data: webhookListSchema }),
  create: endpoint({
    method: 'POST',
    path: '/org/:id/webhooks',
    params: idParams,
    body: webhookCreateSchema,
    data: webhookWithSecretSchema,
  }),
  update: endpoint({ method: 'PATCH', path: '/webhooks/:id', params: idParams, body: webhookUpdateSchema, data: webhookSchema }),
  remove: endpoint({ method: 'DELETE', path: '/webhooks/:id', params: idParams, data: z.null() }),
  rotate: endpoint({ method: 'POST', path: '/webhooks/:id/rotate-secret', params: idParams, data: webhookWithSecretSchema }),
  test: endpoint({ method: 'POST', path: '/webhooks/:id/test', params: idParams, data: webhookDeliverySchema }),
  deliveries: endpoint({ method: 'GET', path: '/webhooks/:id/deliveries', params: idParams, data: webhookDeliveriesSchema }),
};
