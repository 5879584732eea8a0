import { z } from 'zod';
import { pathIdSchema } from '../api/params';

/**
 * API keys (issue 32): a signed-in user makes a key for an integration; the key calls the
 * documented API as `Authorization: Bearer tk_…` with the user's rights narrowed by its scope
 * (read-only or read-write) and, optionally, to some of the user's farms. The secret is shown once
 * and stored only as a SHA-256 hash.
 */

/** Every key starts with this, so the server tells a key from a session token (`r:` + 32 hex). */
export const API_KEY_PREFIX = 'tk_';
/** Whether an Authorization token is an API key rather than a session token. */
export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

export const API_KEY_SCOPES = ['read', 'readWrite'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = { read: 'Read-only', readWrite: 'Read and write' };

/** The lifetimes offered, days; null is a key that never expires. */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;
export const DEFAULT_API_KEY_EXPIRY_DAYS = 90;
/** The most keys one user keeps (revoked keys don't count). */
export const MAX_API_KEYS_PER_USER = 25;
export const API_KEY_NAME_MAX = 80;

export const createApiKeyBodySchema = z.object({
  name: z
    .string({ message: 'Give the key a name.' })
    .trim()
    .min(1, { message: 'Give the key a name.' })
    .max(API_KEY_NAME_MAX, { message: `A key's name is at most ${API_KEY_NAME_MAX} characters.` }),
  scope: z.enum(API_KEY_SCOPES, { message: 'scope must be read or readWrite.' }),
  /** Farms the key reaches; empty (or absent) is every farm the user sees. */
  farmIds: z.array(pathIdSchema).max(200, { message: 'Choose at most 200 farms.' }).default([]),
  /** Days until the key expires (30, 90 or 365), or null for a key that never expires. */
  expiresInDays: z
    .number({ message: 'expiresInDays must be 30, 90, 365 or null.' })
    .int()
    .refine((days) => (API_KEY_EXPIRY_DAYS as readonly number[]).includes(days), { message: 'expiresInDays must be 30, 90, 365 or null.' })
    .nullable()
    .default(DEFAULT_API_KEY_EXPIRY_DAYS),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

export const apiKeyFarmSchema = z.object({ objectId: z.string(), name: z.string() });
export type ApiKeyFarm = z.infer<typeof apiKeyFarmSchema>;

export const apiKeyViewSchema = z.object({
  objectId: z.string(),
  name: z.string(),
  /** The key's first characters (`tk_` and four more), to tell keys apart; not enough to use it. */
  prefix: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The farms the key is limited to; empty: every farm its creator sees. */
  farms: z.array(apiKeyFarmSchema),
  createdAt: z.string(),
  /** null: never expires. */
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  lastUsedAt: z.string().nullable(),
  lastUsedAddress: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

export const apiKeyListSchema = z.object({
  /** The caller's user id, for the documented calls that name a user (`/org/view/{userId}`). */
  userId: z.string(),
  keys: z.array(apiKeyViewSchema),
  /** The farms a new key may be limited to: those the user sees. */
  farms: z.array(apiKeyFarmSchema),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const createdApiKeySchema = z.object({
  key: apiKeyViewSchema,
  /** The key itself, shown this once: only its hash is stored. */
  secret: z.string(),
  /** The creator's user id, for the documented calls that name a user. */
  userId: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const revokedApiKeySchema = z.object({ objectId: z.string() });
