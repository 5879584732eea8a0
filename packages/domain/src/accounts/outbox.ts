import { z } from 'zod';

/** GET /admin/outbox: the newest kept mails first. */
export const outboxQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
