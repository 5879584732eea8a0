import type { FastifyPluginAsync } from 'fastify';
import { ok, webhookEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { WebhookService } from './webhookService';

const TAGS = ['webhooks'];
const SIGNING =
  'Each delivery is a POST of the JSON event with Tilth-Event-Id and Tilth-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>; ' +
  'receivers refuse a t more than 5 minutes from their clock (as verifyWebhookSignature checks).';

/** Webhooks (issue 32): an account's admins manage where its alerts are POSTed. */
export function webhookRoutes(webhooks: WebhookService): FastifyPluginAsync {
  return async (app) => {
    route(app, webhookEndpoints.list, {
      access: 'webhooks:manage',
      tags: TAGS,
      summary: 'An account’s webhooks, with the alert kinds they may ask for',
      description: 'Only the account’s own admins (policy webhooks:manage); another account is 404.',
      handler: async (request) => ok(await webhooks.list(requireActor(request), request.params.id), 'Webhooks'),
    });
    route(app, webhookEndpoints.create, {
      access: 'webhooks:manage',
      tags: TAGS,
      summary: 'Add a webhook: its URL, the alert kinds it wants, on or off; answers the signing secret, shown only this once',
      description: `The URL must be https; plain http only to localhost or a private address, and not in production. ${SIGNING}`,
      handler: async (request) =>
        ok(
          await webhooks.create(requireActor(request), request.params.id, request.body),
          'Webhook added. Copy its secret now: it is shown only once.',
        ),
    });
    route(app, webhookEndpoints.update, {
      access: 'webhooks:manage',
      tags: TAGS,
      summary: 'Change a webhook’s URL or alert kinds, or turn it on or off',
      handler: async (request) => ok(await webhooks.update(requireActor(request), request.params.id, request.body), 'Webhook saved'),
    });
    route(app, webhookEndpoints.remove, {
      access: 'webhooks:manage',
      tags: TAGS,
      summary: 'Delete a webhook and its delivery log',
      handler: async (request) => {
        await webhooks.remove(requireActor(request), request.params.id);
        return ok(null, 'Webhook deleted');
      },
    });
    route(app, webhookEndpoints.rotate, {
      access: 'webhooks:manage',
      tags: TAGS,
      summary: 'Replace a webhook’s signing secret; answers the new one, shown only this once',
      description: 'Deliveries from now on, retries included, are signed with the new secret.',
      handler: async (request) =>
        ok(await webhooks.rotate(requireActor(request), request.params.id), 'New secret made. Copy it now: it is shown only once.'),
    });
    route(app, webhookEndpoints.test, {
      access: 'webhooks:manage',
      tags: TAGS,
      summary: 'Send a test event now (one attempt) and answer how it went',
      description: `The event's type is "test", with site and alert null. ${SIGNING}`,
      handler: async (request) => {
        const delivery = await webhooks.test(requireActor(request), request.params.id);
        return ok(delivery, delivery.status === 'delivered' ? 'Test event delivered' : (delivery.lastError ?? 'Test event not delivered'));
      },
    });
    route(app, webhookEndpoints.deliveries, {
      access: 'webhooks:manage',
      tags: TAGS,
      summary: 'A webhook’s delivery log: the newest 50 deliveries, newest first',
      handler: async (request) => ok({ deliveries: await webhooks.deliveries(requireActor(request), request.params.id) }, 'Deliveries'),
    });
  };
}
