import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newObjectId } from '../lib/ids';
import { addDays } from '../lib/time';
import { hashToken } from '../modules/auth/sessionRepository';
import { DEMO_EMAIL_DOMAIN } from './demoData';

/**
 * The demo's API key (issue 32): farm.admin's read-only "Weather station sync", so Edit Profile → API
 * keys is not empty on first start. Its secret is random and thrown away: only its hash is kept,
 * as for every key.
 */
export async function seedDemoApiKeys(db: Kysely<Database>, now: string): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('email', '=', `farm.admin@${DEMO_EMAIL_DOMAIN}`).executeTakeFirst();
  if (!user) return;
  const secret = `tk_${randomBytes(32).toString('base64url')}`;
  await db
    .insertInto('api_keys')
    .values({
      id: newObjectId(),
      user_id: user.id,
      name: 'Weather station sync',
      prefix: secret.slice(0, 7),
      token_hash: hashToken(secret),
      read_only: 1,
      farm_ids: null,
      created_at: now,
      expires_at: addDays(now, 90),
      revoked_at: null,
      last_used_at: null,
      last_used_address: null,
    })
    .execute();
}
