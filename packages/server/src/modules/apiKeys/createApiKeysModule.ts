import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import type { Viewpoints } from '../organisations/viewpoint';
import { ApiKeyRepository } from './apiKeyRepository';
import { ApiKeyService } from './apiKeyService';
import { apiKeyRoutes } from './routes';

export interface ApiKeysModuleDeps {
  db: Kysely<Database>;
  viewpoints: Viewpoints;
  organisations: OrganisationRepository;
}

/** API keys (issue 32): users' keys for integrations; the authentication hook resolves them through `service`. */
export function createApiKeysModule(d: ApiKeysModuleDeps) {
  const repository = new ApiKeyRepository(d.db);
  const service = new ApiKeyService(repository, d.viewpoints, d.organisations);
  const routes = (): FastifyPluginAsync => async (app) => {
    await app.register(apiKeyRoutes(service));
  };
  return { repository, service, routes };
}
