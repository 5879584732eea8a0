import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@tilth/domain';
import { alertChannelEndpoints } from '@tilth/domain/alertChannels/endpoints';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { AlertChannelService } from './alertChannelService';
import { latestTextMessages } from './localSmsProvider';

const tags = ['notifications'];

export function alertChannelRoutes(service: AlertChannelService, db: Kysely<Database>): FastifyPluginAsync {
  return async (app) => {
    route(app, alertChannelEndpoints.state, {
      access: 'authenticated',
      tags,
      summary: 'The signed-in user’s alert channels: their devices subscribed to Web Push and their phone number for text messages',
      handler: async (request) => ok(await service.state(requireActor(request)), 'Alert channels'),
    });

    route(app, alertChannelEndpoints.pushKey, {
      access: 'authenticated',
      tags,
      summary: 'The server’s VAPID public key, which a browser subscribes to Web Push with',
      handler: async () => ok(service.publicKey(), 'Push key'),
    });

    route(app, alertChannelEndpoints.subscribe, {
      access: 'authenticated',
      tags,
      summary: 'Save this device’s Web Push subscription (endpoint and keys) for the signed-in user',
      handler: async (request) =>
        ok(await service.subscribe(requireActor(request), request.body, request.headers['user-agent'] ?? null), 'Device subscribed'),
    });

    route(app, alertChannelEndpoints.unsubscribe, {
      access: 'authenticated',
      tags,
      summary: 'Remove one of the signed-in user’s devices from Web Push',
      handler: async (request) => ok(await service.unsubscribe(requireActor(request), request.body.endpoint), 'Device removed'),
    });

    route(app, alertChannelEndpoints.testPush, {
      access: 'authenticated',
      tags,
      summary: 'Send a test notification to every device of the signed-in user (400 without one)',
      handler: async (request) => ok(await service.testPush(requireActor(request)), 'Test notification sent'),
    });

    route(app, alertChannelEndpoints.setPhone, {
      access: 'authenticated',
      tags,
      summary: 'Set the phone number for text-message alerts (E.164); a new number is unverified until its code is entered',
      handler: async (request) =>
        ok(await service.phone.setNumber(requireActor(request).userId, request.body.phone, new Date()), 'Phone number saved'),
    });

    route(app, alertChannelEndpoints.removePhone, {
      access: 'authenticated',
      tags,
      summary: 'Remove the phone number: no more text messages',
      handler: async (request) => ok(await service.phone.remove(requireActor(request).userId, new Date()), 'Phone number removed'),
    });

    route(app, alertChannelEndpoints.sendCode, {
      access: 'authenticated',
      tags,
      summary: 'Text a 6-digit code to the phone number (10 minutes, 5 tries; one a minute, 5 an hour: 429 with Retry-After)',
      handler: async (request) => ok(await service.phone.sendCode(requireActor(request).userId, new Date()), 'Code sent'),
    });

    route(app, alertChannelEndpoints.verifyCode, {
      access: 'authenticated',
      tags,
      summary: 'Verify the phone number with the code it was sent',
      handler: async (request) =>
        ok(await service.phone.verify(requireActor(request).userId, request.body.code, new Date()), 'Phone number verified'),
    });

    route(app, alertChannelEndpoints.textMessages, {
      access: 'outbox:read',
      tags: ['admin'],
      summary: 'Text messages the built-in SMS provider kept (SMS_PROVIDER=local), newest first',
      handler: async (request) => {
        const rows = await latestTextMessages(db, request.query.limit);
        return ok(
          rows.map((r) => ({ objectId: r.id, to: r.recipient, body: r.body, createdAt: r.created_at })),
          'Text messages',
        );
      },
    });
  };
}
