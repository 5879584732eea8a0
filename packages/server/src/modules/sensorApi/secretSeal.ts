import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ServerSecretRepository } from '../../db/serverSecrets';
import { isoNow } from '../../lib/time';

const SECRET_NAME = 'sensor_api_seal_key';
const PREFIX = 'v1';

/** The sealing key, generated once and shared through server_secrets by every instance. */
export async function loadSealKey(db: Kysely<Database>): Promise<Buffer> {
  const secrets = new ServerSecretRepository(db);
  await secrets.insertIfAbsent(SECRET_NAME, randomBytes(32).toString('base64url'), isoNow());
  return Buffer.from(await secrets.valueOf(SECRET_NAME), 'base64url');
}

/**
 * Vendor API secrets at rest: AES-256-GCM, so a database dump alone does not hand out the
 * growers' vendor accounts and a tampered value fails to open instead of reading as another key.
 */
export class SecretSeal {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the sealing key must be 32 bytes');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [PREFIX, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The secret, or null when the value was not sealed with this key (or was altered). */
  open(sealed: string): string | null {
    const [prefix, iv, tag, body] = sealed.split('.');
    if (prefix !== PREFIX || iv === undefined || tag === undefined || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
