import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { contactMessageSchema } from '../contact/contact';
import { outboxQuerySchema } from './outbox';
import { helpVideoSchema, outboxMailSchema, uploadedImageSchema } from './views';

/** GET /health: the running version and which database engine serves it. */
export const serviceHealthSchema = z.object({ version: z.string(), database: z.enum(['sqlite', 'postgres']) });
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/**
 * GET /health/ready: this instance can serve — its database answers and every migration it knows has
 * run. While not, the answer is 503 with Retry-After, `error` naming the reason (`DatabaseUnavailable`,
 * `MigrationsPending`) and `message` saying it in words; a load balancer sends users elsewhere meanwhile.
 */
export const serviceReadinessSchema = serviceHealthSchema.extend({
  ready: z.literal(true),
  /** Migrations applied, all of those this version knows. */
  migrations: z.number().int().nonnegative(),
});
export type ServiceReadiness = z.infer<typeof serviceReadinessSchema>;

/** Why GET /health/ready answers 503 (its `error`). */
export const NOT_READY_REASONS = ['DatabaseUnavailable', 'MigrationsPending'] as const;

/** The calls around the accounts: image upload, contact, help, the admin's outbox, liveness and readiness. */
export const supportEndpoints = {
  /** Multipart (field "file"; optional type and parentId before it): the server reads the body itself. */
  uploadImage: endpoint({ method: 'POST', path: '/file/image', multipart: true, data: uploadedImageSchema }),
  contact: endpoint({ method: 'POST', path: '/user/contact', body: contactMessageSchema, data: z.null() }),
  helpVideos: endpoint({ method: 'GET', path: '/help/videos', data: z.object({ videos: z.array(helpVideoSchema) }) }),
  outbox: endpoint({ method: 'GET', path: '/admin/outbox', query: outboxQuerySchema, data: z.array(outboxMailSchema) }),
  health: endpoint({ method: 'GET', path: '/health', data: serviceHealthSchema }),
  ready: endpoint({ method: 'GET', path: '/health/ready', data: serviceReadinessSchema }),
};
