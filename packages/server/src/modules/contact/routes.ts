import type { FastifyPluginAsync } from 'fastify';
import { ok, supportEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { ContactService } from './contactService';

export function contactRoutes(contact: ContactService): FastifyPluginAsync {
  return async (app) => {
    route(app, supportEndpoints.contact, {
      access: 'contact:send',
      tags: ['contact'],
      summary: "Send a message to the provider's support address",
      handler: async (request) => {
        await contact.send(requireActor(request), request.body);
        return ok(null, 'Your message has been sent. We will get back to you soon.');
      },
    });
  };
}
