import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ServerSecretRepository } from '../../db/serverSecrets';
import { isoNow } from '../../lib/time';

/**
 * A 32-byte server key kept like the invitation secret (issue 36): the configured value when given
 * (any string, hashed to 32 bytes), otherwise one generated on first start and kept in
 * server_secrets, so every instance and every restart agrees on it.
 */
export async function loadServerKey(db: Kysely<Database>, name: string, configured: string | null): Promise<Buffer> {
  if (configured) return createHash('sha256').update(configured).digest();
  const secrets = new ServerSecretRepository(db);
  // Several instances may start at once: the first insert wins and everyone reads it back.
  await secrets.insertIfAbsent(name, randomBytes(32).toString('base64url'), isoNow());
  return Buffer.from(await secrets.valueOf(name), 'base64url');
}

export const TWO_FACTOR_KEY_NAME = 'two_factor_seal_key';
export const ACCOUNT_LINK_KEY_NAME = 'account_link_hmac';
