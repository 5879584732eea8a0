import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ServerSecretRepository } from '../../db/serverSecrets';
import { isoNow } from '../../lib/time';
import { SecretSeal } from '../sensorApi/secretSeal';

const KEY_NAME = 'webhook_seal_key';

/**
 * The key webhook secrets are sealed with at rest (AES-256-GCM, sensorApi's SecretSeal), generated
 * once and shared through server_secrets by every instance: the server must sign with each secret,
 * so it is kept recoverable — a database dump alone does not hand the secrets out.
 */
export async function loadWebhookSeal(db: Kysely<Database>): Promise<SecretSeal> {
  const secrets = new ServerSecretRepository(db);
  await secrets.insertIfAbsent(KEY_NAME, randomBytes(32).toString('base64url'), isoNow());
  return new SecretSeal(Buffer.from(await secrets.valueOf(KEY_NAME), 'base64url'));
}

/** A new signing secret: `whsec_` and 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export const secretHint = (secret: string) => secret.slice(-4);
