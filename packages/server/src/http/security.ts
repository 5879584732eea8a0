import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Stripe.js and the API it tokenises cards with: allowed only when the shop's provider is Stripe. */
export const STRIPE_ORIGINS = { script: 'https://js.stripe.com', connect: 'https://api.stripe.com' } as const;

/**
 * Security headers. The policy is what the app itself needs: its own scripts, Mantine's
 * runtime styles (inline), images and map tiles over https, and no framing. With the Stripe
 * payment provider, Stripe's card client (script, its iframes over https, its API) as well.
 */
export async function registerSecurityHeaders(app: FastifyInstance, tileOrigins: string[] = [], stripe = false): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? [STRIPE_ORIGINS.script] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles may come from a configured plain-http tile server as well (MAP_TILES_*).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe ? [STRIPE_ORIGINS.connect] : [])],
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
