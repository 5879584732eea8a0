import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed build files: their name changes with their content, so a browser may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built single-page app. A browser navigation (a GET asking for HTML) to any path
 * that isn't a file answers index.html, so deep links like /farm/abc/sites work even where
 * an API path shares the prefix.
 *
 * The build writes brotli and gzip copies of its text files (packages/web/build/precompress.ts):
 * a client that accepts one gets it as it is, with its Content-Encoding and `Vary:
 * Accept-Encoding`; one that accepts neither gets the plain file. Nothing is compressed per
 * request here, and the API's compression (compression.ts) is registered in the API's scope only,
 * so a file is never compressed twice.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No web build at ${webDist}; serving the API only (run npm run build:web).`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Hashed assets never change; index.html (and the favicon) must always be revalidated.
    setHeaders: (res, filePath) => {
      res.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/assets/') || path.extname(url) !== '') return;
    const navigating = request.headers['sec-fetch-mode'] === 'navigate' || (request.headers.accept ?? '').startsWith('text/html');
    if (!navigating) return;
    // Through the static plugin, so the page is negotiated like any file (br, gzip or plain).
    return reply.sendFile('index.html');
  });
}
