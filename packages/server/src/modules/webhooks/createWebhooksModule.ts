import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Job } from '../../jobs/scheduler';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import { webhookRoutes } from './routes';
import { WebhookDeliverer } from './webhookDeliverer';
import { WebhookRepository } from './webhookRepository';
import { loadWebhookSeal } from './webhookSecrets';
import { WebhookService } from './webhookService';

export interface WebhooksModuleDeps {
  db: Kysely<Database>;
  organisations: OrganisationRepository;
  /** NODE_ENV=production: webhook URLs must be https. */
  production: boolean;
  /** Where an alert run's failure to queue its webhook events is told. */
  log?: (error: unknown) => void;
  /** How long a receiver has to answer (tests shorten it). */
  timeoutMs?: number;
}

/** Webhooks (issue 32): an account's receivers of alert events, the queue and its sender (the composition root calls this once). */
export async function createWebhooksModule(d: WebhooksModuleDeps) {
  const repository = new WebhookRepository(d.db);
  const seal = await loadWebhookSeal(d.db);
  const deliverer = new WebhookDeliverer(repository, seal, d.timeoutMs);
  const service = new WebhookService(repository, d.organisations, seal, deliverer, { production: d.production, log: d.log });
  const routes = (): FastifyPluginAsync => async (app) => {
    await app.register(webhookRoutes(service));
  };
  const jobs = (log: FastifyBaseLogger): Job[] => [
    {
      name: 'webhook-deliveries',
      everyMs: 15_000,
      leaseMs: 120_000,
      run: async (now) => {
        const result = await deliverer.runDue(now);
        if (result.sent > 0) log.info({ job: 'webhook-deliveries', ...result }, 'webhooks');
      },
    },
  ];
  return { service, deliverer, repository, routes, jobs };
}
