import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyRefusal, isApiKeyToken, roleAllows, type Action, type Actor } from '@tilth/domain';
import type { AuthService } from '../modules/auth/authService';
import type { StationAuthenticator } from '../modules/telemetry/stationAuthenticator';
import { forbidden, unauthorized } from './errors';
import { text } from '../lib/i18n/catalog';
import { httpText } from './messages';

/** The documented API sends the bare token; `Bearer <token>` is accepted too. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const value = header
    .trim()
    .replace(/^Bearer\s+/i, '')
    .replace(/^"|"$/g, '');
  return value.length > 0 && value.length <= 200 ? value : null;
}

/** Resolves an API key (`tk_…`) to its Actor, or throws the 401 saying why (modules/apiKeys). */
export interface ApiKeyAuthenticator {
  authenticate(token: string, client: { address?: string | null }): Promise<Actor>;
}

/**
 * Enforces each route's declared access. Registered in the API scope, where a route without
 * an access rule or a declared answer is refused at start-up.
 */
export function registerAuthentication(
  api: FastifyInstance,
  auth: AuthService,
  stations: StationAuthenticator,
  apiKeys: ApiKeyAuthenticator,
): void {
  api.decorateRequest('actor', null);
  api.decorateRequest('sessionToken', null);
  api.decorateRequest('stationId', null);

  api.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    }
    // Every answer is part of the contract (route() declares it); HEAD routes are Fastify's copies of GETs.
    const answers = route.schema?.response as Record<string, unknown> | undefined;
    if (route.method !== 'HEAD' && !answers?.[200]) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no answer: register it with route() from its endpoint`);
    }
  });

  // onRequest, so an anonymous caller learns nothing about the payload rules either.
  api.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (access === 'station') {
      request.stationId = await stations.authenticate(request.headers);
      if (!request.stationId) throw unauthorized(text(httpText, 'stationKeyRequired'));
      return;
    }
    const token = readToken(request);
    if (token && isApiKeyToken(token)) {
      // An API key (issue 32): its creator's rights narrowed by the key, in the policy; the route's
      // marker and the key's scope decide first whether the call may be made with a key at all.
      const actor = await apiKeys.authenticate(token, { address: request.ip });
      const config = request.routeOptions.config;
      const action: Action | null = access === 'authenticated' ? null : access!;
      const refusal = apiKeyRefusal(actor.key!, { method: request.method, action, keys: config.keys });
      if (refusal) throw forbidden(refusal);
      request.actor = actor;
      request.sessionToken = null;
      if (action && !roleAllows(actor, action)) throw forbidden();
      return;
    }
    const agent = request.headers['user-agent'];
    const client = { address: request.ip, userAgent: typeof agent === 'string' ? agent : null };
    const session = token ? await auth.authenticate(token, client) : null;
    if (!session) throw unauthorized();
    request.actor = session.actor;
    request.sessionToken = token;
    if (access !== 'authenticated' && !roleAllows(session.actor, access!)) throw forbidden();
  });
}
