import { randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  can,
  isRoleName,
  MAX_API_KEYS_PER_USER,
  type Actor,
  type ApiKeyFarm,
  type ApiKeyList,
  type ApiKeyView,
  type CreatedApiKey,
} from '@tilth/domain';
import type { z } from 'zod';
import type { createApiKeyBodySchema } from '@tilth/domain';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors';
import { addDays, isoNow } from '../../lib/time';
import { newObjectId } from '../../lib/ids';
import { hashToken } from '../auth/sessionRepository';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import type { Viewpoints } from '../organisations/viewpoint';
import type { ApiKeyRepository } from './apiKeyRepository';
import { text } from '../../lib/i18n/catalog';
import { apiKeysText } from './messages';

type CreateBody = z.output<typeof createApiKeyBodySchema>;
type KeyRow = Awaited<ReturnType<ApiKeyRepository['ofUser']>>[number];

/** Last used time and address are written at most once a minute per key (or when the address changes). */
const TOUCH_INTERVAL_MS = 60_000;

/** A new key: `tk_` and 43 base64url characters (256 random bits). */
export const newApiKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
const prefixOf = (key: string) => key.slice(0, API_KEY_PREFIX.length + 4);

export const API_KEY_INVALID =
  'This API key is not valid. Check that it was copied whole, or create a new one under Edit Profile → API keys.';
export const API_KEY_REVOKED = 'This API key has been revoked. Create a new one under Edit Profile → API keys.';
export const API_KEY_EXPIRED = 'This API key has expired. Create a new one under Edit Profile → API keys.';

const farmIdsOf = (json: string | null): string[] | null => {
  if (json === null) return null;
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
};

/** Where an API key is used from: the client's address. */
export interface KeyClient {
  address?: string | null;
}

/**
 * API keys (issue 32): a user's own keys (list, create, revoke) and the key's Actor for the
 * authentication hook: the creator's rights, narrowed by the policy through `actor.key`.
 */
export class ApiKeyService {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly viewpoints: Viewpoints,
    private readonly orgs: OrganisationRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private assertManages(actor: Actor): void {
    if (!can(actor, 'apiKey:manage')) throw forbidden(text(apiKeysText, 'apiKeysManagedOnly'));
  }

  /** The farms the actor sees, by name: what a key may be limited to. */
  private async visibleFarms(actor: Actor): Promise<ApiKeyFarm[]> {
    const farms = await this.viewpoints.farms(actor, await this.viewpoints.ofActor(actor));
    return farms.map((f) => ({ objectId: f.id, name: f.name })).sort((a, b) => a.name.localeCompare(b.name));
  }

  private present(row: KeyRow, names: Map<string, string>, now: string): ApiKeyView {
    const farmIds = farmIdsOf(row.farm_ids) ?? [];
    return {
      objectId: row.id,
      name: row.name,
      prefix: row.prefix,
      scope: row.read_only === 1 ? 'read' : 'readWrite',
      farms: farmIds.map((id) => ({ objectId: id, name: names.get(id) ?? 'A farm no longer in Tilth' })),
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      expired: row.expires_at !== null && row.expires_at <= now,
      lastUsedAt: row.last_used_at,
      lastUsedAddress: row.last_used_address,
    };
  }

  /** GET /user/api-keys: the caller's keys (not revoked), newest first, and the farms a new one may be limited to. */
  async list(actor: Actor): Promise<ApiKeyList> {
    this.assertManages(actor);
    const rows = await this.keys.ofUser(actor.userId);
    const names = await this.keys.farmNames([...new Set(rows.flatMap((r) => farmIdsOf(r.farm_ids) ?? []))]);
    const now = isoNow(this.clock());
    return { userId: actor.userId, keys: rows.map((row) => this.present(row, names, now)), farms: await this.visibleFarms(actor) };
  }

  /** POST /user/api-keys: a new key; its secret is answered this once and stored only hashed. */
  async create(actor: Actor, body: CreateBody): Promise<CreatedApiKey> {
    this.assertManages(actor);
    const now = isoNow(this.clock());
    if ((await this.keys.countActive(actor.userId, now)) >= MAX_API_KEYS_PER_USER) {
      throw badRequest(text(apiKeysText, 'haveApiKeysAlready', { maxApiKeysPerUser: MAX_API_KEYS_PER_USER }));
    }
    const farmIds = [...new Set(body.farmIds)];
    const visible = new Map((await this.visibleFarms(actor)).map((f) => [f.objectId, f.name]));
    if (farmIds.some((id) => !visible.has(id))) throw badRequest(text(apiKeysText, 'keyCanOnlyLimited'), ['farmIds']);
    const secret = newApiKey();
    const row: KeyRow = {
      id: newObjectId(),
      user_id: actor.userId,
      name: body.name,
      prefix: prefixOf(secret),
      token_hash: hashToken(secret),
      read_only: body.scope === 'read' ? 1 : 0,
      farm_ids: farmIds.length > 0 ? JSON.stringify(farmIds) : null,
      created_at: now,
      expires_at: body.expiresInDays === null ? null : addDays(now, body.expiresInDays),
      revoked_at: null,
      last_used_at: null,
      last_used_address: null,
    };
    await this.keys.insert(row);
    return { key: this.present(row, visible, now), secret, userId: actor.userId };
  }

  /** DELETE /user/api-keys/{id}: the key stops working at once (401 on its next call). */
  async revoke(actor: Actor, id: string): Promise<{ objectId: string }> {
    this.assertManages(actor);
    if (!(await this.keys.revoke(id, actor.userId, isoNow(this.clock())))) throw notFound(text(apiKeysText, 'apiKeyNotFound'));
    return { objectId: id };
  }

  /**
   * The Actor an API key calls as: its creator as they are now (role and place), with the key's
   * grant for the policy. Unknown, revoked and expired keys answer 401 saying which.
   */
  async authenticate(token: string, client: KeyClient = {}): Promise<Actor> {
    const row = await this.keys.findWithUser(hashToken(token));
    const nowDate = this.clock();
    const now = isoNow(nowDate);
    if (!row || !isRoleName(row.role)) throw unauthorized(text(apiKeysText, 'apiKeyNotValid'));
    if (row.revoked_at !== null) throw unauthorized(text(apiKeysText, 'apiKeyHasBeen'));
    if (row.expires_at !== null && row.expires_at <= now) throw unauthorized(text(apiKeysText, 'apiKeyHasExpired'));
    const farmIds = farmIdsOf(row.farm_ids);
    const accountIds = new Set<string>();
    for (const farmId of farmIds ?? []) {
      const farm = await this.orgs.findFarm(farmId);
      for (const id of farm?.business_path.split('/') ?? []) accountIds.add(id);
    }
    const address = client.address ?? null;
    const stale = row.last_used_at === null || nowDate.getTime() - Date.parse(row.last_used_at) > TOUCH_INTERVAL_MS;
    if (stale || (address !== null && address !== row.last_used_address)) await this.keys.touch(row.id, now, address);
    return {
      userId: row.user_id,
      role: row.role,
      organisationId: row.organisation_id,
      farmId: row.farm_id,
      key: { readOnly: row.read_only === 1, farmIds, ...(farmIds && { accountIds: [...accountIds] }) },
    };
  }
}
