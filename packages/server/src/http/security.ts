import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The policy is what the app itself needs: its own scripts, Mantine's
 * runtime styles (inline), images and map tiles over https, and no framing.
 */
export async function registerSecurityHeaders(app: FastifyInstance, tileOrigins: string[] = []): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles may come from a configured plain-http tile server as well (MAP_TILES_*).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    // The app and its API share an origin; nothing is loaded cross-origin with credentials.
    crossOriginEmbedderPolicy: false,
  });
}
