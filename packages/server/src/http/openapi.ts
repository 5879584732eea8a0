import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@tilth/domain';
import { INTEGRATIONS_GUIDE_PATH, registerIntegrationsGuide } from './integrationsGuide';

/** OpenAPI generated from the same zod schemas that validate requests; UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tilth API',
        version: APP_VERSION,
        description:
          'Every answer is wrapped as {success, data, message, error, status}. Send the session token from POST /user/signin in the Authorization header (bare, or as Bearer), ' +
          'or an API key made under Edit Profile → API keys as `Authorization: Bearer tk_…` (read-only keys make GET calls and POST /export; keys never reach key, password, ' +
          'e-mail, two-step, session or shop calls). Calls are rate-limited per key and per address (RateLimit-* headers; 429 with Retry-After). ' +
          `How to connect an integration — keys, paging, the graph data, export and webhooks, with curl and Python examples: [the Integrations guide](${INTEGRATIONS_GUIDE_PATH}).`,
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'A session token from POST /user/signin' },
          apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (tk_…) from Edit Profile → API keys' },
        },
      },
      security: [{ session: [] }, { apiKey: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerIntegrationsGuide(app);
}
