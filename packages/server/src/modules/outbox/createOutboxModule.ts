import type { OutboxRepository } from './outboxRepository';
import { outboxRoutes } from './routes';

/** The platform admin's view of the mail outbox (the composition root calls this once). */
export function createOutboxModule(d: { outbox: OutboxRepository }) {
  return { routes: () => outboxRoutes(d.outbox) };
}
