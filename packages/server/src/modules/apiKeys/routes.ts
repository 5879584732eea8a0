import type { FastifyPluginAsync } from 'fastify';
import { apiKeyEndpoints, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { ApiKeyService } from './apiKeyService';

const tags = ['apiKeys'];

/** API keys (issue 32): the signed-in user's own keys. A key never reaches these calls. */
export function apiKeyRoutes(keys: ApiKeyService): FastifyPluginAsync {
  return async (app) => {
    route(app, apiKeyEndpoints.list, {
      access: 'apiKey:manage',
      keys: false,
      tags,
      summary: 'Your API keys (not revoked), newest first, and the farms a new key may be limited to',
      handler: async (request) => ok(await keys.list(requireActor(request))),
    });
    route(app, apiKeyEndpoints.create, {
      access: 'apiKey:manage',
      keys: false,
      tags,
      summary: 'Create an API key; its secret is answered this once and stored only as a SHA-256 hash',
      description:
        'scope read (GET calls and the POSTs that only read, such as POST /export) or readWrite (the creator’s rights); ' +
        'farmIds limits the key to some of the farms the creator sees (empty: all of them); expiresInDays 30, 90 (default), 365 ' +
        'or null for never. Send the key as Authorization: Bearer tk_…',
      handler: async (request) =>
        ok(await keys.create(requireActor(request), request.body), 'API key created. Copy it now: it is shown only once.'),
    });
    route(app, apiKeyEndpoints.revoke, {
      access: 'apiKey:manage',
      keys: false,
      tags,
      summary: 'Revoke one of your API keys: its next call answers 401',
      handler: async (request) => ok(await keys.revoke(requireActor(request), request.params.id), 'API key revoked.'),
    });
  };
}
