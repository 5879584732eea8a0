import type { FastifyPluginAsync } from 'fastify';
import { ok, supportEndpoints } from '@tilth/domain';
import { route } from '../../http/route';
import type { OutboxRepository } from './outboxRepository';

/** The mail kept when no SMTP server is configured, newest first, for the platform admin. */
export function outboxRoutes(outbox: OutboxRepository): FastifyPluginAsync {
  return async (app) => {
    route(app, supportEndpoints.outbox, {
      access: 'outbox:read',
      tags: ['admin'],
      summary: 'Mail kept in the outbox (when SMTP_URL is unset)',
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
