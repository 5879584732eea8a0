import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, outboxQuerySchema } from '@tilth/domain';
import type { OutboxRepository } from './outboxRepository';

/** The mail kept when no SMTP server is configured, newest first, for the platform admin. */
export function outboxRoutes(outbox: OutboxRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/outbox', {
      config: { access: 'outbox:read' },
      schema: { tags: ['admin'], summary: 'Mail kept in the outbox (when SMTP_URL is unset)', querystring: outboxQuerySchema },
      handler: async (request) => {
        const rows = await outbox.latest(request.query.limit);
        const mails = rows.map((r) => ({
          objectId: r.id,
          to: r.recipient,
          replyTo: r.reply_to,
          subject: r.subject,
          text: r.text_body,
          html: r.html_body,
          createdAt: r.created_at,
        }));
        return ok(mails, 'Outbox');
      },
    });
  };
}
