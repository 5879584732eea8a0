import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@tilth/domain';

/** OpenAPI generated from the same zod schemas that validate requests; UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tilth API',
        version: APP_VERSION,
        description:
          'Every answer is wrapped as {success, data, message, error, status}. Send the session token from POST /user/signin in the Authorization header (bare, or as Bearer).',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
