import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { alertPreferencesSchema } from './preferences';
import {
  alertSettingsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  readAllBodySchema,
  readCountSchema,
  unsubscribeAnswerSchema,
  unsubscribeQuerySchema,
} from './schemas';

export const notificationEndpoints = {
  /** The bell and the farm's Notifications panel (with farmId). */
  list: endpoint({ method: 'GET', path: '/notifications', query: notificationListQuerySchema, data: notificationListSchema }),
  readAll: endpoint({ method: 'POST', path: '/notifications/read-all', body: readAllBodySchema, data: readCountSchema }),
  read: endpoint({
    method: 'POST',
    path: '/notifications/:id/read',
    params: z.object({ id: z.string().min(1).max(64) }),
    data: notificationSchema,
  }),
  settings: endpoint({ method: 'GET', path: '/notifications/preferences', data: alertSettingsSchema }),
  saveSettings: endpoint({ method: 'PUT', path: '/notifications/preferences', body: alertPreferencesSchema, data: alertSettingsSchema }),
  /** The one-click link of an alert e-mail: public, signed and expiring; turns that kind's e-mail off. */
  unsubscribe: endpoint({
    method: 'GET',
    path: '/notifications/unsubscribe',
    query: unsubscribeQuerySchema,
    data: unsubscribeAnswerSchema,
  }),
};
