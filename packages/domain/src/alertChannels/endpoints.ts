import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  alertChannelStateSchema,
  phoneBodySchema,
  phoneCodeBodySchema,
  phoneStateSchema,
  pushDevicesSchema,
  pushEndpointBodySchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushTestSchema,
  textMessageListQuerySchema,
  textMessageSchema,
} from './schemas';

/** Alert channels (issue 32): Web Push devices and the verified phone number for text messages. */
export const alertChannelEndpoints = {
  state: endpoint({ method: 'GET', path: '/alert-channels', data: alertChannelStateSchema }),
  pushKey: endpoint({ method: 'GET', path: '/alert-channels/push/key', data: pushKeySchema }),
  subscribe: endpoint({
    method: 'PUT',
    path: '/alert-channels/push/subscription',
    body: pushSubscriptionBodySchema,
    data: pushDevicesSchema,
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/alert-channels/push/subscription/remove',
    body: pushEndpointBodySchema,
    data: pushDevicesSchema,
  }),
  testPush: endpoint({ method: 'POST', path: '/alert-channels/push/test', data: pushTestSchema }),
  setPhone: endpoint({ method: 'PUT', path: '/alert-channels/phone', body: phoneBodySchema, data: phoneStateSchema }),
  removePhone: endpoint({ method: 'DELETE', path: '/alert-channels/phone', data: phoneStateSchema }),
  sendCode: endpoint({ method: 'POST', path: '/alert-channels/phone/code', data: phoneStateSchema }),
  verifyCode: endpoint({ method: 'POST', path: '/alert-channels/phone/verify', body: phoneCodeBodySchema, data: phoneStateSchema }),
  /** The text messages the built-in provider kept, newest first (the platform admin, beside the mail outbox). */
  textMessages: endpoint({
    method: 'GET',
    path: '/alert-channels/text-messages',
    query: textMessageListQuerySchema,
    data: z.array(textMessageSchema),
  }),
};
