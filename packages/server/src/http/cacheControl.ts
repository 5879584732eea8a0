import type { FastifyInstance } from 'fastify';

/**
 * API answers are per user and change with every write: no browser, proxy or shared cache may keep
 * them (a signed-out browser's back button, or a proxy serving one user's answer to another).
 * Registered in the API scope, so it reaches every API answer, errors included; a route that sets
 * its own Cache-Control (an uploaded image, immutable and public) keeps it. The web app's files
 * and the OpenAPI pages sit outside that scope and keep theirs.
 */
export function registerNoStore(api: FastifyInstance): void {
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
