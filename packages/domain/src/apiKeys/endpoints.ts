import { endpoint } from '../api/endpoint';
import { idParams } from '../api/params';
import { apiKeyListSchema, createApiKeyBodySchema, createdApiKeySchema, revokedApiKeySchema } from './schemas';

/** API keys (issue 32): the signed-in user's own keys. Never reachable with a key. */
export const apiKeyEndpoints = {
  list: endpoint({ method: 'GET', path: '/user/api-keys', data: apiKeyListSchema }),
  create: endpoint({ method: 'POST', path: '/user/api-keys', body: createApiKeyBodySchema, data: createdApiKeySchema }),
  revoke: endpoint({ method: 'DELETE', path: '/user/api-keys/:id', params: idParams, data: revokedApiKeySchema }),
};
