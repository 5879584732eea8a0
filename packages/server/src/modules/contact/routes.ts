import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageSchema, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import type { ContactService } from './contactService';

export function contactRoutes(contact: ContactService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/user/contact', {
      config: { access: 'contact:send' },
      schema: { tags: ['contact'], summary: "Send a message to the provider's support address", body: contactMessageSchema },
      handler: async (request) => {
        await contact.send(requireActor(request), request.body);
        return ok(null, 'Your message has been sent. We will get back to you soon.');
      },
    });
  };
}
