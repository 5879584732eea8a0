import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiKeyToken, plural } from '@tilth/domain';
import type { Config } from '../config';
import { hashToken } from '../modules/auth/sessionRepository';
import { readToken } from './authentication';
import { AppError } from './errors';
import { text } from '../lib/i18n/catalog';
import { httpText } from './messages';

/**
 * Which budget a call spends (issue 32): its API key's or its base station's (each has its own),
 * else its client address's — a separate, smaller one on the public calls (sign-up, invitations,
 * unsubscribe, password help), which anyone may make.
 */
export function rateLimitBucket(request: FastifyRequest): string {
  const access = request.routeOptions.config.access;
  if (access === 'station' && request.stationId) return `station:${request.stationId}`;
  const token = readToken(request);
  if (access !== 'public' && token && isApiKeyToken(token)) return `key:${hashToken(token).slice(0, 32)}`;
  return access === 'public' ? `public:${request.ip}` : `address:${request.ip}`;
}

export const tooManyRequestsMessage = (seconds: number) => `Too many requests — try again in ${plural(seconds, 'second')}.`;

/**
 * Rate limits on every API call (@fastify/rate-limit, in-memory per instance): per API key and base
 * station, per client address, and per address on the public calls, each per window
 * (config.rateLimit). Its hook runs on each route after the authentication hook, so a key's calls
 * count against the key it proved. Answers carry the draft IETF RateLimit-Limit, -Remaining and
 * -Reset headers; a 429 also Retry-After, in the API's usual error wrapper.
 */
export async function registerRateLimits(api: FastifyInstance, config: Config['rateLimit']): Promise<void> {
  if (!config.enabled) return;
  await api.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    timeWindow: config.windowSeconds * 1000,
    enableDraftSpec: true,
    keyGenerator: rateLimitBucket,
    max: (_request, bucket) =>
      bucket.startsWith('key:') || bucket.startsWith('station:')
        ? config.perKey
        : bucket.startsWith('public:')
          ? config.publicPerAddress
          : config.perAddress,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(429, 'TooManyRequests', text(httpText, 'tooManyRequests', { seconds }), undefined, {
        'retry-after': String(seconds),
      });
    },
  });
}
