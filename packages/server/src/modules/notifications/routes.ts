import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@tilth/domain';
import { notificationEndpoints } from '@tilth/domain/notifications/endpoints';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { NotificationService } from './notificationService';

const tags = ['notifications'];

export function notificationRoutes(notifications: NotificationService): FastifyPluginAsync {
  return async (app) => {
    route(app, notificationEndpoints.list, {
      access: 'authenticated',
      tags,
      summary: 'The signed-in user’s notifications, newest first (unread, then read), with the unread count; farmId narrows to one farm',
      handler: async (request) => ok(await notifications.list(requireActor(request), request.query), 'Notifications'),
    });

    route(app, notificationEndpoints.readAll, {
      access: 'authenticated',
      tags,
      summary: 'Mark every unread notification read (of one farm with farmId)',
      handler: async (request) => ok(await notifications.readAll(requireActor(request), request.body.farmId), 'Notifications read'),
    });

    route(app, notificationEndpoints.read, {
      access: 'authenticated',
      tags,
      summary: 'Mark one of the user’s notifications read (404 for anyone else’s)',
      handler: async (request) => ok(await notifications.read(requireActor(request), request.params.id), 'Notification read'),
    });

    route(app, notificationEndpoints.settings, {
      access: 'authenticated',
      tags,
      summary: 'The user’s alert preferences and the farms they may choose',
      handler: async (request) => ok(await notifications.settings(requireActor(request)), 'Alert preferences'),
    });

    route(app, notificationEndpoints.saveSettings, {
      access: 'authenticated',
      tags,
      summary: 'Save the user’s alert preferences: per kind in-app and e-mail, farms, quiet hours, daily digest',
      handler: async (request) => ok(await notifications.saveSettings(requireActor(request), request.body), 'Alert preferences saved'),
    });

    route(app, notificationEndpoints.unsubscribe, {
      access: 'public',
      tags,
      summary: 'One-click unsubscribe from an alert e-mail: a signed, expiring link for one user and kind (400 tampered, 410 expired)',
      handler: async (request) => ok(await notifications.unsubscribe(request.query.token), 'Unsubscribed'),
    });
  };
}
