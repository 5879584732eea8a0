// Deep imports: the package's index would bring every feature's schemas along.
import { apiKeyEndpoints } from '@tilth/domain/apiKeys/endpoints';
import type { CreateApiKeyBody } from '@tilth/domain/apiKeys/schemas';
import { call } from '../../api/client';

/** Edit Profile's API keys (issue 32): the signed-in user's own keys. */
export const apiKeyKeys = { list: ['api-keys'] as const };

export const fetchApiKeys = (signal?: AbortSignal) => call(apiKeyEndpoints.list, { signal });
export const createApiKey = (body: CreateApiKeyBody) => call(apiKeyEndpoints.create, { body });
export const revokeApiKey = (id: string) => call(apiKeyEndpoints.revoke, { params: { id } });
