import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/schema';
import { ServerSecretRepository } from '../../db/serverSecrets';
import { isoNow } from '../../lib/time';

const SECRET_NAME = 'web_push_vapid_keys';

export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url: what a browser subscribes with. */
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair for Web Push, generated once and shared through server_secrets by
 * every instance (as a JSON pair): a browser's subscription is bound to the public key, so it
 * must never change under the subscribed devices.
 */
export async function loadVapidKeys(db: Kysely<Database>): Promise<VapidKeys> {
  const secrets = new ServerSecretRepository(db);
  await secrets.insertIfAbsent(SECRET_NAME, JSON.stringify(webpush.generateVAPIDKeys()), isoNow());
  const keys = JSON.parse(await secrets.valueOf(SECRET_NAME)) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
