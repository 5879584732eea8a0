import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, InvitationTable } from '../../db/schema';
import { ServerSecretRepository } from '../../db/serverSecrets';
import { isoNow } from '../../lib/time';

const SECRET_NAME = 'invitation_hmac';

/**
 * The key that signs invitation links: INVITATION_SECRET when given, otherwise one generated on
 * first start and kept in the database, so every instance and every restart agrees on it.
 */
export async function loadInvitationSecret(db: Kysely<Database>, configured: string | null): Promise<string> {
  if (configured) return configured;
  const candidate = randomBytes(32).toString('base64url');
  // Several instances may start at once: the first insert wins and everyone reads it back.
  const secrets = new ServerSecretRepository(db);
  await secrets.insertIfAbsent(SECRET_NAME, candidate, isoNow());
  return secrets.valueOf(SECRET_NAME);
}

type Signed = Pick<InvitationTable, 'id' | 'email' | 'role' | 'organisation_id'>;

/**
 * The link key: an HMAC over what the invitation grants, so none of it can be altered. Expiry and
 * use are checked against the stored row, which stays the one source of truth for both.
 */
export function invitationKey(secret: string, invitation: Signed): string {
  const message = [invitation.id, invitation.email, invitation.role, invitation.organisation_id].join('\n');
  return createHmac('sha256', secret).update(message).digest('base64url');
}

export function isValidInvitationKey(secret: string, invitation: Signed, key: string): boolean {
  const expected = Buffer.from(invitationKey(secret, invitation));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
